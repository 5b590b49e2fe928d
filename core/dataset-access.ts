/**
 * The premium lock of data sets (spec sections 4 and 6), as pure functions: the services enforce
 * them and the UI asks the same functions what to show. A lock state that is unknown (null)
 * counts as locked, so a data set is open only when it is explicitly unlocked.
 */

export interface DatasetLock {
  locked: boolean | null;
}

export interface SubscriberStatus {
  isSubscriber: boolean;
}

export const PREMIUM_DATASET_MESSAGE = "Premium data sets are available for Maven subscribers only.";
export const LOCKED_ANALYSIS_MESSAGE = "Recommended analysis is available for Maven subscribers only";

export function isLocked(locked: boolean | null | undefined): boolean {
  return locked !== false;
}

/** Downloads of a locked (or unknown-lock) data set are for subscribers only; visitors are null. */
export function canDownload(dataset: DatasetLock, viewer: SubscriberStatus | null): boolean {
  return !isLocked(dataset.locked) || viewer?.isSubscriber === true;
}

/** The recommended analysis follows the same rule as downloads. */
export function canSeeRecommendedAnalysis(dataset: DatasetLock, viewer: SubscriberStatus | null): boolean {
  return canDownload(dataset, viewer);
}
