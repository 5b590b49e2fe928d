import { Download, Eye, Lock, Table2 } from "lucide-react";
import { Tooltip } from "radix-ui";
import { href, Link } from "react-router";
import { Drawer } from "~/app/components/ui/drawer.tsx";
import { LinkifiedText } from "~/app/components/linkified-text.tsx";
import { formatDate, formatFileSize, formatNumber } from "~/core/format.ts";
import { usePremiumGate } from "~/app/features/billing/use-premium-gate.ts";
import { isLocked, LOCKED_ANALYSIS_MESSAGE, PREMIUM_DATASET_MESSAGE } from "~/core/dataset-access.ts";
import type { DatasetView } from "~/server/domain/datasets/service.ts";
import { PremiumMarker } from "./premium-marker.tsx";

/** Web addresses in a data set's source and license open the original pages. */
const SOURCE_LINK = "break-all text-turquoise-deep underline hover:text-navy";

export type DatasetDrawerState =
  | { status: "closed" }
  | { status: "loading" }
  | { status: "loaded"; dataset: DatasetView }
  | { status: "missing"; message: string };

/** Spec section 4 "Dataset drawer": loading, then loaded; premium or unknown locks disable downloads. */
export function DatasetDrawer({
  state,
  onClose,
  onPreview,
}: {
  state: DatasetDrawerState;
  onClose: () => void;
  onPreview: (dataset: DatasetView) => void;
}) {
  const dataset = state.status === "loaded" ? state.dataset : null;
  return (
    <Drawer
      open={state.status !== "closed"}
      onOpenChange={(open) => !open && onClose()}
      title={dataset?.title ?? (state.status === "missing" ? "Data set not found" : "Loading data set…")}
      testId="dataset-drawer"
      width="max-w-2xl"
    >
      {state.status === "loading" && <DrawerSkeleton />}
      {state.status === "missing" && (
        <div className="py-6">
          <p className="text-ink">{state.message}</p>
          <button type="button" onClick={onClose} className="btn btn-dark mt-5">
            Back to all data sets
          </button>
        </div>
      )}
      {dataset && <DatasetDetails dataset={dataset} onPreview={() => onPreview(dataset)} />}
    </Drawer>
  );
}

function DrawerSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="animate-pulse space-y-4">
      <div className="h-4 w-3/4 rounded bg-mist" />
      <div className="h-4 w-full rounded bg-mist" />
      <div className="h-4 w-5/6 rounded bg-mist" />
      <div className="grid grid-cols-2 gap-3 pt-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-14 rounded-xl bg-mist" />
        ))}
      </div>
    </div>
  );
}

function DatasetDetails({ dataset, onPreview }: { dataset: DatasetView; onPreview: () => void }) {
  const gate = usePremiumGate();
  const facts: [string, string][] = [
    ["Structure", dataset.dataStructure === "multiple" ? "Multiple tables" : "Single table"],
    ["Date added", formatDate(dataset.dateAdded)],
    ["Records", formatNumber(dataset.numberOfRecords)],
    ["Fields", formatNumber(dataset.numberOfFields)],
    ["File type", dataset.fileType],
  ];
  return (
    <div>
      {/* Same marker as the card; a subscriber learns why the files are open to them. */}
      {isLocked(dataset.locked) && (
        <p className="mb-4" data-testid="premium-marker">
          <PremiumMarker note={dataset.canDownload ? "Included in your plan" : undefined} />
        </p>
      )}
      <p className="leading-relaxed text-ink">{dataset.description}</p>
      {dataset.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
          {dataset.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-mist px-2.5 py-0.5 text-xs font-bold text-navy-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-mist px-3 py-2.5">
            <dt className="text-xs font-bold text-muted">{label}</dt>
            <dd className="mt-0.5 font-bold text-navy tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-5 space-y-3 text-sm">
        <div>
          <dt className="font-bold text-navy">Source</dt>
          <dd className="mt-0.5 text-muted">
            <LinkifiedText text={dataset.source} className={SOURCE_LINK} external />
          </dd>
        </div>
        <div>
          <dt className="font-bold text-navy">License</dt>
          <dd className="mt-0.5 text-muted">
            <LinkifiedText text={dataset.license} className={SOURCE_LINK} external />
          </dd>
        </div>
      </dl>

      {dataset.previewFiles.length > 0 && (
        <button type="button" onClick={onPreview} className="btn btn-primary mt-6" aria-haspopup="dialog">
          <Eye aria-hidden className="size-4" /> Preview the data
        </button>
      )}

      <section className="mt-8" aria-labelledby="downloads-heading">
        <h3 id="downloads-heading" className="text-sm font-black tracking-wide text-navy uppercase">
          Download files
        </h3>
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
          {dataset.downloadFiles.map((file) => (
            <li key={file.id} className="flex items-center gap-3 px-4 py-3">
              <Table2 aria-hidden className="size-5 shrink-0 text-turquoise-deep" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold text-navy">{file.title}</span>
                <span className="block text-xs text-muted">
                  {file.fileType} · {formatFileSize(file.fileSize)}
                </span>
              </span>
              {file.downloadUrl ? (
                <a href={file.downloadUrl} download className="btn btn-dark px-4 py-2 text-sm">
                  <Download aria-hidden className="size-4" /> Download<span className="sr-only"> {file.title}</span>
                </a>
              ) : (
                <LockedDownload title={file.title} />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8" aria-labelledby="analysis-heading">
        <h3 id="analysis-heading" className="text-sm font-black tracking-wide text-navy uppercase">
          Recommended analysis
        </h3>
        {dataset.recommendedAnalysis !== null ? (
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
            {dataset.recommendedAnalysis
              .split("\n")
              .map((line) => line.replace(/^-\s*/, "").trim())
              .filter(Boolean)
              .map((line) => (
                <li key={line}>{line}</li>
              ))}
          </ul>
        ) : (
          <div
            className="mt-3 rounded-xl border border-dashed border-navy/30 bg-mist p-5"
            data-testid="locked-analysis"
          >
            <p className="flex items-start gap-2 font-bold text-navy">
              <Lock aria-hidden className="mt-1 size-4 shrink-0" /> {LOCKED_ANALYSIS_MESSAGE}
            </p>
            <Link to={gate?.href ?? href("/signup")} className="btn btn-primary mt-4">
              {gate?.label ?? "Sign Up"}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

/** Disabled buttons get no pointer events, so the tooltip hangs on a focusable wrapper. */
function LockedDownload({ title }: { title: string }) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span tabIndex={0} className="rounded-full" aria-label={`Download ${title}: ${PREMIUM_DATASET_MESSAGE}`}>
            <button type="button" disabled className="btn btn-dark pointer-events-none px-4 py-2 text-sm" tabIndex={-1}>
              <Lock aria-hidden className="size-4" /> Download
            </button>
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-[60] max-w-64 rounded-lg bg-navy px-3 py-2 text-sm text-white shadow-lg"
          >
            {PREMIUM_DATASET_MESSAGE}
            <Tooltip.Arrow className="fill-navy" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
