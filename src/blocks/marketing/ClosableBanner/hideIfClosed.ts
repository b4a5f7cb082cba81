/**
 * A few lines run by the browser as it reads the banner, before anything is painted: when the visitor
 * closed this banner before, a style rule hides it. Returning visitors never see it flash, and first-time
 * visitors get the banner in the server's HTML, so nothing moves for anyone. The rule goes into <head>,
 * which React leaves alone, so the page's own markup stays as the server sent it. The rule has an id, so a
 * second copy of the script (React may send a large island twice, see deferredIsland) adds no second rule.
 */
export function hideIfClosedScript(key: string): string {
  // closedBannerKey keeps keys to letters, digits, '-', '_' and ':', so the key is safe in the string
  // and in the selector; JSON quoting (with '<' escaped) keeps it so whatever the key.
  const quoted = JSON.stringify(key).replace(/</g, '\\u003c')
  return [
    `try{var k=${quoted},i="hide-"+k;`,
    'if(!document.getElementById(i)&&window.localStorage.getItem(k)!==null){var s=document.createElement("style");',
    's.id=i;s.textContent="[data-banner-key=\\""+k+"\\"]{display:none}";document.head.appendChild(s)}}catch(e){}',
  ].join('')
}
