import { STORAGE_KEYS } from '../constants.js';

/**
 * The one inline script of every page, run before the first paint (the server allows it by its hash in the
 * Content-Security-Policy): it puts the visitor's colour scheme on <html> (as Mantine's ColorSchemeScript does) and
 * marks a visitor who has answered the cookie question, so a page rendered ahead of time paints in the right colours
 * and without the cookie banner it would drop once the app runs. Without it (storage blocked) the page is light.
 */
export const FIRST_PAINT_SCRIPT =
  '(function(){try{var d=document.documentElement,s=localStorage.getItem(' +
  JSON.stringify(STORAGE_KEYS.theme) +
  ');if(s!=="light"&&s!=="dark")s=s==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'd.setAttribute("data-mantine-color-scheme",s);if(localStorage.getItem(' +
  JSON.stringify(STORAGE_KEYS.analyticsConsent) +
  '))d.setAttribute("data-cookie-question-answered","")}catch(e){}})()';
