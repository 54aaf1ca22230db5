import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/*
 * zod/mini loads no locale, so every issue would read "Invalid input". A 400 answer lists what was
 * wrong in words ("Too small: expected string to have >=1 characters"), as does a failing cold start,
 * so the English messages are set once here, before anything is parsed. English only, from its own
 * module: `zod/locales` or `z.locales` would load every language in tsx and tests.
 */
config(en());
