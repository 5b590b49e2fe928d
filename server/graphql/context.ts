import DataLoader from "dataloader";
import type { DatasetView } from "../domain/datasets/service.ts";
import type { Viewer } from "../domain/viewer.ts";
import type { Services } from "../services.ts";

/** What every resolver gets: the caller, the services, and this request's batching loaders. */
export interface GraphQLContext {
  services: Services;
  /** The signed-in caller (session cookie or access token), null in the public mode. */
  viewer: Viewer | null;
  /** The marketing session of a cookie request; null for token callers and visits without one. */
  marketingSessionId: string | null;
  loaders: { dataset: DataLoader<string, DatasetView | null> };
  /** Our URLs for other apps: paths made absolute on the public origin. */
  absoluteUrl(path: string): string;
}

/** Loaders live for one request, so a batch never mixes callers with different access. */
export function createLoaders(services: Services, viewer: Viewer | null): GraphQLContext["loaders"] {
  return {
    dataset: new DataLoader((ids: readonly string[]) => services.datasets.getMany(ids, viewer), {
      maxBatchSize: 100,
    }),
  };
}
