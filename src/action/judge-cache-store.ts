// The Actions cache service as the judge cache's store (the CacheService port of judge-cache.ts):
// the only importer of @actions/cache. The library finds the service from the runner's environment
// (ACTIONS_RESULTS_URL for cache service v2, ACTIONS_CACHE_URL for v1, ACTIONS_RUNTIME_TOKEN),
// archives the folder with tar, and reports the service's failures as warnings and misses rather
// than throwing.
import type { CacheService } from './judge-cache.ts';

/** Loaded on first use: a run without a judge never pays for the library and its storage SDK. */
const load = () => import('@actions/cache');

export const actionsCacheService: CacheService = {
  async available() {
    return (await load()).isFeatureAvailable();
  },
  async restore(dir, key, prefixes) {
    const { restoreCache } = await load();
    return (await restoreCache([dir], key, [...prefixes])) ?? null;
  },
  async save(dir, key) {
    const { saveCache } = await load();
    // -1: not saved, and the library has said why (another job holds the key, the service failed).
    return (await saveCache([dir], key)) !== -1;
  },
};
