/* global document, location */
/*
 * SPEC §8 "Old browser": run by a browser that cannot run the app, either on its own (a browser
 * without JavaScript modules runs this `nomodule` script) or added by the app when a feature it
 * needs is missing. Plain ES5 on purpose: it must run where nothing else does.
 */
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  // The page's language: a `fr` segment of its path (/fr, /quiz/fr/…), else the remembered one.
  var lang = /(^|\/)fr(\/|$)/.test(location.pathname) || /(^|;\s*)locale=fr(;|$)/.test(document.cookie) ? 'fr' : 'en';
  var texts = {
    en: ['Your browser seems too old.', 'Please update it or use another device to play.'],
    fr: ['Votre navigateur semble trop ancien.', 'Mettez-le à jour ou utilisez un autre appareil pour jouer.'],
  }[lang];
  document.documentElement.setAttribute('lang', lang);
  root.innerHTML = '';
  var box = document.createElement('main');
  box.setAttribute('style', 'max-width:32rem;margin:15vh auto;padding:1.5rem;font-family:system-ui,sans-serif;color:#1b1c2e;text-align:center');
  var title = document.createElement('h1');
  title.setAttribute('style', 'font-size:1.5rem;line-height:1.3;margin:0 0 0.75rem');
  title.appendChild(document.createTextNode(texts[0]));
  var text = document.createElement('p');
  text.appendChild(document.createTextNode(texts[1]));
  box.appendChild(title);
  box.appendChild(text);
  root.appendChild(box);
})();
