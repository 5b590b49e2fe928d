import { AlertTriangle, CheckCircle2, Circle, CircleDashed } from "lucide-react";
import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from "~/core/teams.ts";

export const STATUS_ORDER: readonly AssignmentStatus[] = ["overdue", "not_started", "in_progress", "done"];

const STYLE: Record<AssignmentStatus, { className: string; icon: typeof Circle }> = {
  not_started: { className: "bg-mist text-ink ring-line", icon: Circle },
  in_progress: { className: "bg-yellow/70 text-ink ring-yellow", icon: CircleDashed },
  done: { className: "bg-turquoise/20 text-turquoise-deep ring-turquoise-dark/40", icon: CheckCircle2 },
  overdue: { className: "bg-red-50 text-red-800 ring-red-200", icon: AlertTriangle },
};

/** One assignment status as a chip: an icon and its words, never colour alone. */
export function StatusChip({ status, count }: { status: AssignmentStatus; count?: number }) {
  const { className, icon: Icon } = STYLE[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {count !== undefined
        ? `${count} ${ASSIGNMENT_STATUS_LABELS[status].toLowerCase()}`
        : ASSIGNMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The non-zero status counts of an assignment or a member, as chips; "None" when there are none. */
export function StatusCounts({ counts }: { counts: Record<AssignmentStatus, number> }) {
  const shown = STATUS_ORDER.filter((s) => counts[s] > 0);
  if (shown.length === 0) return <span className="text-sm text-muted">None</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((s) => (
        <StatusChip key={s} status={s} count={counts[s]} />
      ))}
    </span>
  );
}
