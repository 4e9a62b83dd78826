import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

// Validation messages the contracts do not word themselves come out in Spanish: the web app
// shows errors[0].message to the user as it is.
z.config(es());

export { z };
