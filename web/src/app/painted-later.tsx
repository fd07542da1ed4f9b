// A part of a page the server paints but the browser needs no code for until it is seen or used: the content below
// a page's first controls (a tour's itinerary, a listing's reviews, policies and map). Its module loads when the part
// comes near the screen (or, for a part with nothing to do until used, when it is pointed at, touched or focused);
// until then React keeps the server's HTML as it is (a Suspense boundary hydrates on its own, once its code is here)
// while the rest of the page, its controls first, hydrates at once. The first paint does not note such a module
// (web/vite.config.ts, paintedModules, skips an import with a `painted-later` comment before its path), so the
// painted page does not preload its chunk either. A page rendered in the browser loads it at once.
import { type ComponentType, memo, Suspense, use, useCallback, useEffect } from 'react';

/** How far below the screen a part starts loading, so it is usually alive by the time it is scrolled to. */
const NEAR_SCREEN = '400px';

/**
 * The component `load` resolves to, rendered in a box of its own that loads it when needed (see above): when `seen`,
 * or when `used` (its own behaviour starts with a pointer, a touch or the focus: a gallery's photos). Its props
 * should be stable values (the query's objects, ids): a new prop before the part has hydrated would make React drop
 * the server's HTML and render the part afresh.
 */
export function paintedLater<Props extends object>(load: () => Promise<ComponentType<Props>>, until: 'seen' | 'used' = 'seen') {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  let release: () => void = () => undefined;
  let arrived = false;
  const needed = new Promise<void>((resolve) => {
    release = resolve;
  })
    .then(start)
    .then((component) => {
      arrived = true;
      return component;
    });
  /** A click (a tap, Enter on a button) on the part before its code arrived, which React drops: done again once alive. */
  let clicked: HTMLElement | null = null;

  function Part(props: Props) {
    const Component = use(import.meta.env.SSR ? start() : needed);
    useEffect(() => {
      const target = clicked;
      clicked = null;
      target?.click();
    }, []);
    return <Component {...props} />;
  }

  function Box(props: Props) {
    const watch = useCallback((element: HTMLDivElement | null) => {
      if (!element) return;
      // Nothing painted in it: the page was rendered here, and the part is wanted now.
      if (!element.hasChildNodes()) return release();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
        rootMargin: NEAR_SCREEN,
      });
      if (until === 'seen') observer.observe(element);
      // React put its own render in place of the server's HTML (an update reached the part first): it needs its code.
      const replaced = new MutationObserver(() => element.hasChildNodes() || release());
      replaced.observe(element, { childList: true });
      // On the document, before React's own listeners: React stops a pointer or focus event on a part it cannot hydrate
      // yet (to replay it once hydrated), so a listener on the part itself never heard a hover or a focus.
      const uses = ['pointerover', 'touchstart', 'focusin'] as const;
      const used = (event: Event) => event.target instanceof Node && element.contains(event.target) && release();
      for (const event of uses) document.addEventListener(event, used, { capture: true, passive: true });
      // Before React's own listener, which stops a click on a part it cannot hydrate yet.
      const keepClick = (event: MouseEvent) => {
        if (arrived || !(event.target instanceof HTMLElement) || !element.contains(event.target)) return;
        clicked = event.target;
        release();
      };
      document.addEventListener('click', keepClick, true);
      const stop = () => {
        observer.disconnect();
        replaced.disconnect();
        for (const event of uses) document.removeEventListener(event, used, { capture: true });
        document.removeEventListener('click', keepClick, true);
      };
      void needed.then(stop);
      return stop;
    }, []);
    return (
      <div ref={watch}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(Box);
}
