// One call once the calls stop for `ms`, with the latest arguments: the address and the screen reader's list
// follow a view that moves only when it comes to rest. Followed while it moves, every few frames re-rendered the
// page and the list, and those frames came late on a phone (bench/tree-canvas.ts, P2).
export interface AfterRest<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

export function afterRest<A extends unknown[]>(fn: (...args: A) => void, ms: number): AfterRest<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  later.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return later;
}
