// For the pages' component tests (no testing library in an area's packages: react-dom and the DOM directly).
import { act } from 'react';

/** Retries `check` while the page settles (its list answers, a click's query). */
export async function settled(check: () => void): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i > 50) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
