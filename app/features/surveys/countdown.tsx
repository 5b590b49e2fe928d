import { useEffect, useState } from "react";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left on a timed attempt. The server HTML (and the first render) names the deadline; once the
 * page runs JavaScript it counts down each second. A timer role, not a live region: it is not read out
 * every second.
 */
export function Countdown({ deadline }: { deadline: string }) {
  const end = new Date(deadline).getTime();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const fixed = `Submit by ${deadline.slice(11, 16)} UTC.`;
  if (now === null) return <span role="timer">{fixed}</span>;
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return (
    <span role="timer" className={left < 120 ? "font-bold text-red-700" : "font-bold text-navy"}>
      {left === 0 ? "Time is up: submit now." : `Time left: ${pad(Math.floor(left / 60))}:${pad(left % 60)}`}
    </span>
  );
}
