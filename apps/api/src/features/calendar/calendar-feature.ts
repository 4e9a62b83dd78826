import type { Feature } from '../feature';
import { reservationHooks } from './reservation-hooks';

export const calendarFeature: Feature = { name: 'calendar', hooks: reservationHooks };
