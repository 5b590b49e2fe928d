import { useState } from "react";
import type { DatasetView } from "~/server/domain/datasets/service.ts";
import { DatasetDrawer, type DatasetDrawerState } from "./dataset-drawer.tsx";
import { PreviewDrawer } from "./preview-drawer.tsx";

/** The dataset drawer and the preview drawer it opens: the code-split half of `UrlDatasetDrawer`. */
export default function DatasetDrawers({ state, onClose }: { state: DatasetDrawerState; onClose: () => void }) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewed, setPreviewed] = useState<DatasetView | null>(null);
  return (
    <>
      <DatasetDrawer
        state={state}
        onClose={onClose}
        onPreview={(d) => {
          setPreviewed(d);
          setPreviewOpen(true);
        }}
      />
      <PreviewDrawer dataset={previewed} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </>
  );
}
