// The Web Worker that thinks for the page: a second instance of the same wasm.
// Messages that arrive while it loads wait for it.
import init, { worker_message } from "./morris_web.js";

const ready = init();
self.onmessage = async (event) => {
  await ready;
  worker_message(event.data);
};
