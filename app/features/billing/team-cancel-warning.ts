/** What ending a Teams plan does to everyone on it: said before and after cancelling. */
export function teamCancelWarning(team: { name: string; seatsUsed: number; buyerHoldsSeat: boolean }, endsOn: string) {
  const people = `${team.seatsUsed} ${team.seatsUsed === 1 ? "person holds" : "people hold"} a seat now${team.buyerHoldsSeat ? ", you included" : ""}`;
  // The other seat holders are mailed when the plan is cancelled, resumed and when it ends (events.ts).
  const others = team.seatsUsed - (team.buyerHoldsSeat ? 1 : 0);
  const told =
    others > 0 ? " Everyone else on a seat is emailed about the cancellation, and again when the plan ends." : "";
  return `Every member of ${team.name} loses premium access on ${endsOn}, at the end of the period you paid for (${people}), and your account moves to Free Forever. Until then nothing changes; everyone's progress, projects and credentials stay theirs.${told}`;
}
