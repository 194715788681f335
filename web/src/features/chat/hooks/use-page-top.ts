import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Where an element starts on the page, kept current as the window resizes: the chat fills the
 * screen below the navigation bar, whatever its height on this device.
 */
export function usePageTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, top };
}
