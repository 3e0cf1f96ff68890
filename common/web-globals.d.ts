// The web platform's globals that Node and the browser both provide, as far as common/ uses them. Only
// tsconfig.common.json reads this file (the others exclude it): the browser and the server get the full ones from the DOM and Node.

/** WHATWG URL (Node's `globalThis.URL`, the browser's `window.URL`). */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
