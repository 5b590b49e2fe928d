import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { createProgressController } from "~/core/progress.ts";

/** Whether a navigation is going to another path (spec section 4, "Navigation progress"). */
export function isNavigatingAway(
  navigation: { state: string; location?: { pathname: string }; formAction?: string },
  currentPathname: string,
): boolean {
  if (navigation.state === "idle") return false;
  const target = navigation.location?.pathname ?? navigation.formAction;
  return target !== undefined && target !== currentPathname;
}

export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const [percent, setPercent] = useState(0);
  const controller = useRef<ReturnType<typeof createProgressController>>(null);
  const active = isNavigatingAway(navigation, location.pathname);

  useEffect(() => {
    controller.current = createProgressController(setPercent);
    return () => controller.current?.dispose();
  }, []);
  useEffect(() => {
    if (active) controller.current?.start();
    else controller.current?.finish();
  }, [active]);

  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      // Exposed while a page loads; the finish at 100 is only the bar's last flourish.
      aria-hidden={percent === 0 || percent >= 100}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1"
    >
      <div
        className="h-full origin-left bg-turquoise shadow-[0_0_8px_#20e2d7] transition-[transform,opacity] duration-100 ease-linear"
        style={{ transform: `scaleX(${percent / 100})`, opacity: percent === 0 ? 0 : 1 }}
      />
    </div>
  );
}
