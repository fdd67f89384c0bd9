import { STORAGE_KEYS } from '../constants.js';

/**
 * The one inline script of every page, run before the first paint (the server allows it by its hash in the
 * Content-Security-Policy): it puts the visitor's colour scheme on <html>, as Mantine's ColorSchemeScript does, so a
 * visitor in dark mode sees a dark page while the app loads instead of a white one. Without it (storage blocked) the
 * page is light.
 */
export const FIRST_PAINT_SCRIPT =
  '(function(){try{var s=localStorage.getItem(' +
  JSON.stringify(STORAGE_KEYS.theme) +
  ');if(s!=="light"&&s!=="dark")s=s==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'document.documentElement.setAttribute("data-mantine-color-scheme",s)}catch(e){}})()';
