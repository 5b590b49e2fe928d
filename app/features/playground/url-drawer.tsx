import { Link, useLocation, useNavigate, useNavigation, type LinkProps } from "react-router";
import { parseDatasetRef } from "~/core/playground-filters.ts";
import type { DatasetView } from "~/server/domain/datasets/service.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Services } from "~/server/services.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import { splitComponent, useMountedOnceActive } from "~/app/components/split-component.ts";
import type { DatasetDrawerState } from "./dataset-drawer.tsx";

// The drawers (Radix Dialog, the CSV parser, the data table) are a third of the playground's
// JavaScript, yet most visits never open one: they load on first use, or on the way to it (a pointer
// or focus on a data set link), so hydrating the page does not pay for them.
const drawers = splitComponent(() => import("./dataset-drawers.tsx"));

/** The page context's dataset modal lives in the URL (spec section 3), so links, reloads and Back agree. */
export const DATASET_PARAM = "datasetId";

// A page opened with a drawer showing (a deep link) hydrates only once the drawer's code is there,
// so that the drawer hydrates with it and its buttons work from the start.
if (typeof window !== "undefined" && new URLSearchParams(window.location.search).has(DATASET_PARAM)) {
  drawers.preloadBeforeHydration();
}

export type DatasetDrawerData = { key: string; dataset: DatasetView | null; message: string } | null;

/** Loader side: the data set named by `?datasetId=`, resolved for this viewer, or why not. */
export async function loadDatasetDrawer(
  request: Request,
  services: Services,
  // A getter: the session is looked up only when a drawer is asked for.
  viewer: () => Promise<Viewer | null>,
): Promise<DatasetDrawerData> {
  const raw = new URL(request.url).searchParams.get(DATASET_PARAM);
  const ref = parseDatasetRef(raw);
  if (!ref) return null;
  try {
    return { key: raw ?? "", dataset: await services.datasets.resolve(ref, await viewer()), message: "" };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { key: raw ?? "", dataset: null, message: error.message };
  }
}

/** `search` with `datasetId` set or removed. */
export function withDatasetParam(pathname: string, search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(DATASET_PARAM);
  else params.set(DATASET_PARAM, id);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** A link that opens data set `datasetId` in the drawer, on this page; the drawer's code starts loading on the way. */
export function DatasetDrawerLink({ datasetId, ...props }: Omit<LinkProps, "to"> & { datasetId: string }) {
  const location = useLocation();
  return (
    <Link
      {...props}
      to={withDatasetParam(location.pathname, location.search, datasetId)}
      preventScrollReset
      aria-haspopup="dialog"
      {...drawers.intentProps}
    />
  );
}

/** The dataset drawer (and its preview drawer) driven by the URL: loading while the loader runs, then loaded. */
export function UrlDatasetDrawer({ drawer }: { drawer: DatasetDrawerData }) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(DATASET_PARAM);
  const pending =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search).get(DATASET_PARAM)
      : undefined;
  const loaded = (d: NonNullable<DatasetDrawerData>): DatasetDrawerState =>
    d.dataset ? { status: "loaded", dataset: d.dataset } : { status: "missing", message: d.message };
  const state: DatasetDrawerState =
    pending !== undefined
      ? pending === null
        ? { status: "closed" }
        : pending === drawer?.key
          ? loaded(drawer)
          : { status: "loading" }
      : requested && drawer
        ? loaded(drawer)
        : { status: "closed" };

  if (!useMountedOnceActive(state.status !== "closed")) return null;
  return (
    <drawers.Component
      state={state}
      onClose={() => navigate(withDatasetParam(location.pathname, location.search, null), { preventScrollReset: true })}
    />
  );
}
