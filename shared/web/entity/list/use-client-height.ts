import { useEffect, useState } from 'react';

/** Spec 000 §9: window resize debounced 300 ms; the client size is read again 500 ms after mount. */
const RESIZE_DEBOUNCE_MS = 300;
const AFTER_MOUNT_MS = 500;
/** Spec 000 §9: table height = client height − 280. */
export const TABLE_HEIGHT_OFFSET = 280;

export function useClientHeight(): number {
  const [height, setHeight] = useState(() => document.documentElement.clientHeight || window.innerHeight);
  useEffect(() => {
    const read = () => setHeight(document.documentElement.clientHeight || window.innerHeight);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(read, RESIZE_DEBOUNCE_MS);
    };
    const first = setTimeout(read, AFTER_MOUNT_MS);
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(first);
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}
