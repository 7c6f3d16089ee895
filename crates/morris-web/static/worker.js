// The Web Worker that thinks for the page: a second instance of the same wasm.
// Messages that arrive while it loads wait for it.
import init, { worker_message } from "./morris_web.js";

const ready = init();
self.onmessage = (event) => {
  ready
    .then(() => worker_message(event.data))
    // A wasm that did not load, or a panic, thrown again outside the promise:
    // only then does the page's `error` handler hear of it.
    .catch((err) => setTimeout(() => { throw err; }));
};
