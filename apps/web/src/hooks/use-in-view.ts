import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useInView<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (inView || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView, margin]);
  return { ref, inView };
}
