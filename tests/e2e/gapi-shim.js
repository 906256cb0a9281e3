/*
 * gapi-shim.js — an offline, test-only stand-in for https://apis.google.com/js/api.js
 *
 * Why: `signInWithPopup` in the Firebase Auth SDK loads Google's gapi loader to get
 * `gapi.iframes`, with which it opens a hidden iframe on the Auth emulator
 * (/emulator/auth/iframe). That iframe page loads api.js too, and the two pages
 * talk through gapi.iframes: the SDK pings the iframe and registers an 'authEvent'
 * handler; the iframe registers 'webStorageSupport' and sends the 'authEvent' that
 * the emulator's popup widget hands it (window.opener.frames[i].postMessage).
 * The e2e machines have no internet, so tests/e2e/googleSignIn.ts serves this file
 * in place of api.js (a Playwright route on the browser context, so both the app
 * page and the emulator's iframe page, on another origin, get it).
 *
 * What: exactly the subset those two pages use, over window.postMessage —
 *   gapi.load('gapi.iframes', callback | {callback, timeout, ontimeout, onerror})
 *   gapi.iframes.getContext().open({where, url, attributes, messageHandlersFilter,
 *       dontclear}, beforeOpen) -> Promise of beforeOpen(handle)'s result
 *   handle.restyle(opts), handle.ping(cb), handle.register(name, fn, filter),
 *       handle.send(name, data, cb, filter)            (SDK side, in the app page)
 *   gapi.iframes.getContext().getParentIframe() -> {register, send} (iframe side)
 *   gapi.iframes.CROSS_ORIGIN_IFRAMES_FILTER, gapi.iframes.Iframe
 *   the `?onload=<callback>` query parameter and window.gapi_onload.
 * Its wire format is its own, not Google's, and it supports nothing else.
 * Never serve it outside tests.
 */
(() => {
  "use strict";
  if (window.gapi?.iframes) return; // loaded twice in one window: keep the first

  const TAG = "__gapiShim"; // marks our messages apart from the emulator's own
  let seq = 0;

  // gapi's filter: which peers a handler may hear from. The SDK and the emulator
  // only ever pass this one, and their peer is cross-origin by design.
  const CROSS_ORIGIN_IFRAMES_FILTER = () => true;

  /**
   * One end of a channel to another window (the child iframe, or the parent).
   * A call is {name, data, id}; the receiver runs its handler for `name` and
   * replies with [result] — gapi hands send() callbacks an array of results, one
   * per handler. A call that arrives before its handler is registered waits for
   * it: the iframe sends its first 'authEvent' as soon as it is up, which can be
   * before the SDK has registered for it. send()'s filter argument is ignored.
   */
  class Channel {
    constructor(getTarget, targetOrigin) {
      this.getTarget = getTarget;
      this.targetOrigin = targetOrigin;
      this.handlers = new Map(); // name -> {fn, filter}
      this.pending = new Map(); // name -> calls waiting for a handler
      this.callbacks = new Map(); // id -> send() callback waiting for its reply
      // Every window with the shim answers '_ping', which is how the parent
      // learns that the child's gapi is up (gapi's ping is such a round trip too).
      this.register("_ping", () => true);
    }

    post(msg) {
      // Sent before the iframe has navigated to targetOrigin, it would be
      // dropped; ping() waits for the frame's load event for that reason.
      this.getTarget()?.postMessage({ ...msg, [TAG]: true }, this.targetOrigin);
    }

    register(name, fn, filter) {
      this.handlers.set(name, { fn, filter });
      const waiting = this.pending.get(name) ?? [];
      this.pending.delete(name);
      waiting.forEach((msg) => this.receive(msg));
    }

    send(name, data, callback) {
      const id = `${++seq}:${Math.random()}`;
      if (typeof callback === "function") this.callbacks.set(id, callback);
      this.post({ kind: "call", name, data, id });
      return id;
    }

    forget(id) {
      this.callbacks.delete(id);
    }

    receive(msg) {
      if (msg.kind === "reply") {
        const cb = this.callbacks.get(msg.id);
        this.callbacks.delete(msg.id);
        cb?.(msg.result);
        return;
      }
      const handler = this.handlers.get(msg.name);
      if (!handler) {
        this.pending.set(msg.name, [...(this.pending.get(msg.name) ?? []), msg]);
        return;
      }
      if (typeof handler.filter === "function" && !handler.filter(this)) return;
      void Promise.resolve()
        .then(() => handler.fn(msg.data))
        .then((result) => this.post({ kind: "reply", id: msg.id, result: [result] }));
    }
  }

  /** The handle the SDK gets for the iframe it opened (gapi.iframes.Iframe). */
  class Iframe {
    constructor(frame, origin) {
      this.frame = frame;
      this.origin = origin;
      this.channel = new Channel(() => frame.contentWindow, origin);
      this.loaded = false; // until then the frame is about:blank and drops messages
      frame.addEventListener("load", () => (this.loaded = true));
    }

    getIframeEl() {
      return this.frame;
    }

    // The SDK only asks for {setHideOnLeave: false}; there is nothing to restyle.
    restyle() {
      return Promise.resolve();
    }

    /**
     * Resolves (and calls cb) once the child's shim answers '_ping'. Starts when
     * the frame has loaded its page (and so run the shim), then knocks every
     * 100 ms; gives up silently after 30 s (the SDK's own timeout is 5 s).
     */
    ping(cb) {
      return new Promise((resolve) => {
        let done = false;
        let attempts = 0;
        const ids = [];
        const answered = (result) => {
          if (done) return;
          done = true;
          ids.forEach((id) => this.channel.forget(id));
          if (typeof cb === "function") cb(result);
          resolve(result);
        };
        const attempt = () => {
          if (done || ++attempts > 300) return;
          ids.push(this.channel.send("_ping", null, answered));
          setTimeout(attempt, 100);
        };
        if (this.loaded) attempt();
        else this.frame.addEventListener("load", attempt, { once: true });
      });
    }

    register(name, fn, filter) {
      this.channel.register(name, fn, filter);
    }

    send(name, data, callback) {
      this.channel.send(name, data, callback);
    }
  }

  const children = []; // Iframe handles this window opened
  let parentChannel = null; // this window's channel to window.parent, if framed

  function toParent() {
    if (!parentChannel) {
      // Chromium knows the embedding origin; fall back to "*" elsewhere.
      const origin = location.ancestorOrigins?.[0] ?? "*";
      parentChannel = new Channel(() => window.parent, origin);
    }
    return parentChannel;
  }

  // A framed page must answer its parent's '_ping' before it asks for anything.
  if (window.parent !== window) toParent();

  window.addEventListener("message", (e) => {
    const msg = e.data;
    if (!msg || typeof msg !== "object" || !msg[TAG]) return;
    const child = children.find((c) => e.source !== null && e.source === c.frame.contentWindow);
    if (child) {
      if (e.origin === child.origin) child.channel.receive(msg);
    } else if (window.parent !== window && e.source === window.parent) {
      toParent().receive(msg);
    }
  });

  const context = {
    /** Creates the iframe in options.where; resolves to beforeOpen's result. */
    open(options, beforeOpen) {
      const frame = document.createElement("iframe");
      for (const [key, value] of Object.entries(options.attributes ?? {})) {
        if (key === "style") Object.assign(frame.style, value);
        else frame.setAttribute(key, value);
      }
      frame.src = options.url;
      // gapi empties the container unless dontclear; the SDK always passes true.
      const where = options.where ?? document.body;
      if (!options.dontclear) where.textContent = "";
      where.appendChild(frame);
      const handle = new Iframe(frame, new URL(options.url, location.href).origin);
      children.push(handle);
      return Promise.resolve(typeof beforeOpen === "function" ? beforeOpen(handle) : handle);
    },

    /** Inside an iframe: the channel back to the page that embeds it. */
    getParentIframe() {
      const channel = toParent();
      return {
        register: (name, fn, filter) => channel.register(name, fn, filter),
        send: (name, data, callback) => channel.send(name, data, callback),
      };
    },
  };

  window.gapi = {
    load(modules, config) {
      const opts = typeof config === "function" ? { callback: config } : (config ?? {});
      setTimeout(() => {
        if (modules !== "gapi.iframes") {
          const error = new Error(`gapi-shim: only 'gapi.iframes' is available, not '${modules}'`);
          if (typeof opts.onerror === "function") opts.onerror(error);
          else throw error;
          return;
        }
        if (typeof opts.callback === "function") opts.callback();
      }, 0);
    },
    iframes: {
      getContext: () => context,
      CROSS_ORIGIN_IFRAMES_FILTER,
      Iframe,
    },
  };

  // Loader callbacks: window.gapi_onload, then ?onload=<name> from our own URL.
  const src = document.currentScript?.src;
  const onload = src ? new URL(src).searchParams.get("onload") : null;
  setTimeout(() => {
    if (typeof window.gapi_onload === "function") window.gapi_onload();
    if (onload && typeof window[onload] === "function") window[onload]();
  }, 0);
})();
