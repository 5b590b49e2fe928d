import { AlertTriangle, Loader2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Drawer } from "~/app/components/ui/drawer.tsx";
import { CsvError, parseCsv, type ParsedCsv } from "~/core/csv.ts";
import { formatNumber } from "~/core/format.ts";
import type { DatasetView } from "~/server/domain/datasets/service.ts";
import { DataTable } from "./data-table.tsx";

/** Spec section 9: the preview drawer resets its state this long after it closes. */
export const PREVIEW_RESET_DELAY_MS = 2_000;
/** Spec section 8. */
export const PREVIEW_ERROR_MESSAGE = "There was an error loading the preview";
/** A non-subscriber's preview of a premium data set is a bounded sample (issue 20). */
export const PREVIEW_SAMPLE_NOTE =
  " (a sample of this subscribers-only data set; subscribe to see and download it all)";

type PreviewState =
  | { status: "loading" }
  | { status: "loaded"; table: ParsedCsv; truncated: boolean; sample: boolean }
  | { status: "error"; detail?: string };

type PreviewDataset = Pick<DatasetView, "id" | "title" | "previewFiles">;

/** Spec section 4 "Dataset preview": a tab per preview file; loading, loaded or error. */
export function PreviewDrawer({
  dataset,
  open,
  onClose,
}: {
  dataset: PreviewDataset | null;
  open: boolean;
  onClose: () => void;
}) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  const [shown, setShown] = useState<PreviewDataset | null>(dataset);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Keep showing the last data set while the drawer animates closed; reset 2 s after closing.
  useEffect(() => {
    if (open) {
      clearTimeout(resetTimer.current);
      if (dataset && dataset.id !== shown?.id) {
        setShown(dataset);
        setActiveId(null);
        setState({ status: "loading" });
      }
      return;
    }
    // Nothing shown yet (closed since load): nothing to reset, and no re-render after hydration.
    if (!shown) return;
    resetTimer.current = setTimeout(() => {
      setShown(null);
      setActiveId(null);
      setState({ status: "loading" });
    }, PREVIEW_RESET_DELAY_MS);
    return () => clearTimeout(resetTimer.current);
  }, [open, dataset, shown]);

  const current = shown ?? dataset;
  const fileId = activeId ?? current?.previewFiles[0]?.id ?? null;
  const file = current?.previewFiles.find((f) => f.id === fileId) ?? null;

  const url = file?.downloadUrl ?? null;
  useEffect(() => {
    if (!open || !url) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(url, { signal: controller.signal, headers: { Accept: "text/csv" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const text = await response.text();
        const table = parseCsv(text);
        setState({
          status: "loaded",
          table,
          truncated: response.headers.get("X-Preview-Truncated") === "true",
          sample: response.headers.get("X-Preview-Sample") === "true",
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", detail: error instanceof CsvError ? error.message : undefined });
      });
    return () => controller.abort();
  }, [open, url]);

  return (
    <Drawer
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={current ? `Preview: ${current.title}` : "Preview"}
      description="The first rows of each table, with a profile of every column."
      testId="preview-drawer"
      width="max-w-5xl"
    >
      {current && current.previewFiles.length > 0 && (
        <Tabs.Root value={fileId ?? undefined} onValueChange={setActiveId}>
          <Tabs.List aria-label="Tables" className="flex flex-wrap gap-1 border-b border-line">
            {current.previewFiles.map((f) => (
              <Tabs.Trigger
                key={f.id}
                value={f.id}
                className="-mb-px rounded-t-lg border-b-2 border-transparent px-3.5 py-2 text-sm font-bold text-muted hover:text-navy data-[state=active]:border-turquoise-dark data-[state=active]:text-navy"
              >
                {f.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {current.previewFiles.map((f) => (
            <Tabs.Content key={f.id} value={f.id} className="pt-4 outline-none">
              {f.id === fileId && <PreviewBody state={state} caption={`${current.title}: ${f.title}`} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Drawer>
  );
}

function PreviewBody({ state, caption }: { state: PreviewState; caption: string }) {
  if (state.status === "loading") {
    return (
      <p className="flex items-center gap-2 py-10 text-muted" role="status">
        <Loader2 aria-hidden className="size-5 animate-spin" /> Loading preview…
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 p-5 text-red-900">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-bold">{PREVIEW_ERROR_MESSAGE}</p>
          {state.detail && <p className="mt-1 text-sm">{state.detail}.</p>}
        </div>
      </div>
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {formatNumber(state.table.rows.length)} rows · {formatNumber(state.table.columns.length)} columns
        {state.sample
          ? PREVIEW_SAMPLE_NOTE
          : state.truncated && " (the first rows of the file; download it for the full table)"}
      </p>
      <DataTable columns={state.table.columns} rows={state.table.rows} caption={caption} />
    </div>
  );
}
