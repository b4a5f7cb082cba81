/**
 * Next.js writes a page's scripts into its head as `<script async>` tags, so the browser fetches about 140 KB
 * of them the moment the head arrives, alongside the hero picture: on a phone's connection the two share the
 * bandwidth and the picture, the largest thing on the page, appears late. The page's HTML is complete without
 * them (the pages are rendered on the server), so the site fetches them once the page is on screen instead:
 * after the document is parsed, its first contentful paint reported, and the pictures on its first screen
 * (those on screen at that paint, and the hero, `img[fetchpriority="high"]`) loaded and painted; at once when
 * the visitor presses a key, touches the screen or scrolls before that; never later than CAP_MS after the head
 * arrived.
 *
 * The same moment lifts the holds on pictures below the first screen (domain/firstScreen.ts): each starts with
 * a source that gives a blank until the loader lifts it, so near-screen pictures do not share the connection
 * with the one on screen. A held picture found on the first screen once the document is parsed is lifted then,
 * and waited for like any picture on it; a held picture added after the moment (a streamed part of the page
 * put in place later) is lifted as it arrives.
 *
 * `ScriptRewriter` makes that change in the HTML as it streams: each run of Next's chunk scripts becomes one
 * inline call that hands their addresses to a small loader, and the low-priority preloads of those scripts
 * are dropped (they would start the same downloads). Scripts of any other form are left as they are.
 */

import { FIRST_SCREEN_HOLD } from '../domain/firstScreen'

/** The latest a page's scripts are requested, counted from when the browser read the head. */
export const CAP_MS = 2000

/** The global through which the inline calls reach the loader. */
const GLOBAL = '__scriptsAfterPaint'

/** A run of Next's chunk scripts, as Next and React write them. */
const SCRIPT_RUN = /(?:<script src="\/_next\/static\/chunks\/[\w./-]+\.js" async=""><\/script>)+/g
const SCRIPT_SRC = /<script src="([^"]+)"/g
/** The preload React writes for a bootstrap script it places later in the document. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w./-]+\.js"\/>/g
const CHUNK_SCRIPT_START = '<script src="/_next/static/chunks/'
/** Where a page names one of Next's chunk scripts, in whatever form. */
const CHUNKS_PATH = '/_next/static/chunks/'
/** A script tag that loads one of Next's chunk scripts, whatever the order of its attributes. */
const ANY_CHUNK_SCRIPT = /<script\b[^>]*\ssrc="[^"]*\/_next\/static\/chunks\/[^"]*"[^>]*>/gi
/** The scripts for browsers without modules, which the rewrite leaves in place on purpose. */
const NO_MODULE = /\snomodule\b/i
/** A partial tag longer than this is not one of ours: it is passed on rather than held back. */
const LONGEST_TAG = 400

/**
 * The loader, run in the page: defines the function the inline calls use. It is sent as text, so it is
 * written here as the browser runs it (its behaviour is tested in scriptsAfterPaint.test.ts). The first paint is the
 * browser's own first-contentful-paint entry, reported once the frame is on screen; a browser without paint
 * timing takes the task after the next animation frame instead. A picture counts as painted in the task after
 * the animation frame that follows its load (or its failure to load). A held picture lifted on the first screen
 * is waited for until it shows its own picture rather than the blank; one that already does when the first
 * paint comes (its load event is past) is not waited for, nor one that another source still blanks until the
 * page has hydrated (a carousel's later slide): either would hold the scripts back until the cap.
 */
export const LOADER = `self.${GLOBAL}=(function(win,doc){
var waiting=[],released=false,lifted=[],HOLD='source[${FIRST_SCREEN_HOLD}]';
function add(src){var s=doc.createElement('script');s.src=src;s.async=true;doc.head.appendChild(s)}
function lift(source){source.removeAttribute('${FIRST_SCREEN_HOLD}');source.media='not all'}
function liftIn(root){[].forEach.call(root.querySelectorAll(HOLD),lift)}
function release(){if(released)return;released=true;liftIn(doc);var M=win.MutationObserver;
if(M)new M(function(records){records.forEach(function(record){[].forEach.call(record.addedNodes,function(node){
if(node.nodeType!==1)return;if(node.matches(HOLD))lift(node);else liftIn(node)})})}).observe(doc.documentElement,{childList:true,subtree:true});
waiting.forEach(add);waiting=[]}
function nextFrame(next){win.requestAnimationFrame(function(){win.setTimeout(next,0)})}
function onScreen(img){var r=img.getBoundingClientRect();
return r.width>0&&r.height>0&&r.bottom>0&&r.right>0&&win.innerHeight>r.top&&win.innerWidth>r.left}
function liftOnScreen(){[].forEach.call(doc.querySelectorAll(HOLD),function(source){
var img=source.parentNode&&source.parentNode.querySelector('img');if(img&&onScreen(img)){lift(source);lifted.push(img)}})}
function staysBlank(img){var p=img.parentNode,m=win.matchMedia,found=null;if(!m||!p||p.nodeName!=='PICTURE')return false;
[].forEach.call(p.querySelectorAll('source'),function(source){var media=source.getAttribute('media');
if(found===null&&(!media||m.call(win,media).matches))found=(source.getAttribute('srcset')||'').indexOf('data:')===0});
return found===true}
function afterPictures(){var pending=0;
[].forEach.call(doc.images,function(img){
var src=img.currentSrc||'';if(lifted.indexOf(img)===-1?img.complete||!(img.getAttribute('fetchpriority')==='high'||onScreen(img)):img.complete&&src!==''&&src.indexOf('data:')!==0||staysBlank(img))return;pending++;
function done(){img.removeEventListener('load',done);img.removeEventListener('error',done);if(--pending===0)nextFrame(release)}
img.addEventListener('load',done);img.addEventListener('error',done)});
if(!pending)release()}
function afterPaint(next){var P=win.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(list){
if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();next()}});o.observe({type:'paint',buffered:true})}
else nextFrame(next)}
function afterParse(){liftOnScreen();afterPaint(afterPictures)}
if(doc.readyState==='loading')doc.addEventListener('DOMContentLoaded',afterParse);else afterParse();
win.setTimeout(release,${CAP_MS});
['pointerdown','keydown','touchstart','scroll'].forEach(function(type){doc.addEventListener(type,release,{capture:true,passive:true})});
return function(sources){sources.forEach(function(src){released?add(src):waiting.push(src)})}
})(self,document);`.replaceAll('\n', '')

function inlineCall(sources: string[], defineLoader: boolean): string {
  const define = defineLoader ? LOADER : ''
  return `<script>${define}self.${GLOBAL}(${JSON.stringify(sources)})</script>`
}

/** Rewrites a page's HTML, fed in pieces as it streams; what it holds back of a split tag comes out later. */
export class ScriptRewriter {
  private held = ''
  private loaderWritten = false
  /** The end of the text read so far, where the start of CHUNKS_PATH may wait for its rest. */
  private tail = ''
  private mentionsChunks = false
  /** The chunk scripts handed to the loader so far. */
  deferred = 0
  /** The chunk script tags sent on as they were (other than those for browsers without modules). */
  missed = 0

  /**
   * True when the page names Next's chunk scripts but none was handed to the loader: Next's or React's output
   * no longer has the shape the rewrite looks for, and the page goes out with its scripts as Next wrote them.
   */
  get foundNothing(): boolean {
    return this.mentionsChunks && this.deferred === 0
  }

  /** The rewritten text that can be sent now. */
  push(text: string): string {
    const read = this.tail + text
    if (read.includes(CHUNKS_PATH)) this.mentionsChunks = true
    this.tail = read.slice(-(CHUNKS_PATH.length - 1))
    const rewritten = this.rewrite(this.held + text)
    const hold = this.holdFrom(rewritten)
    this.held = rewritten.slice(hold)
    return this.counted(rewritten.slice(0, hold))
  }

  /** Whatever was held back, at the end of the document. */
  end(): string {
    const rest = this.held
    this.held = ''
    return this.counted(rest)
  }

  /** Text going out, after counting the chunk script tags left in it (each goes out whole: see holdFrom). */
  private counted(text: string): string {
    for (const [tag] of text.matchAll(ANY_CHUNK_SCRIPT)) if (!NO_MODULE.test(tag)) this.missed += 1
    return text
  }

  private rewrite(text: string): string {
    return text.replace(SCRIPT_PRELOAD, '').replace(SCRIPT_RUN, (run) => {
      const sources = [...run.matchAll(SCRIPT_SRC)].map((match) => match[1]!)
      this.deferred += sources.length
      const call = inlineCall(sources, !this.loaderWritten)
      this.loaderWritten = true
      return call
    })
  }

  /** Where a tag that may still become one of ours starts, or the text's length when none does. */
  private holdFrom(text: string): number {
    let from = text.length
    const lastOpen = text.lastIndexOf('<')
    if (lastOpen >= 0 && !text.includes('>', lastOpen)) from = lastOpen
    const lastScript = text.lastIndexOf(CHUNK_SCRIPT_START)
    if (lastScript >= 0 && !text.includes('</script>', lastScript)) from = Math.min(from, lastScript)
    return text.length - from > LONGEST_TAG ? text.length : from
  }
}

/** The script addresses a rewritten page hands to its loader, in order (for measuring a page's scripts). */
export function deferredScriptSources(html: string): string[] {
  const calls = html.matchAll(new RegExp(`self\\.${GLOBAL}\\((\\[[^\\]]*\\])\\)`, 'g'))
  return [...calls].flatMap((call) => JSON.parse(call[1]!) as string[])
}
