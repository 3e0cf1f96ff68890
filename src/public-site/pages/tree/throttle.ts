// At most one call per `ms`, always ending with the latest arguments: the address and the screen
// reader's list follow a moving view without re-rendering the page at every frame.
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    const args = pending!;
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    if (timer === undefined) timer = setTimeout(run, Math.max(0, last + ms - Date.now()));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
