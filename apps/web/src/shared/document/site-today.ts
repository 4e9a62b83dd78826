import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import type { Site } from '../api/use-sites';

// "Today" is the site's wall clock, not the browser's: a new document is dated with it.
export const siteToday = (site?: Site) => wallClock(site?.time_zone ?? DEFAULT_TIME_ZONE).date;
