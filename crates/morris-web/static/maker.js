// The Web Worker that makes a board's files for "Make this board…": the
// board maker's own wasm (morris-make-web), loaded only when a board is
// made. It is sent a job as JSON and answers with an array of files, or
// with why they could not be made, as a string.
import init, { make } from "./morris_make_web.js";

const ready = init();
self.onmessage = async (event) => {
  try {
    await ready;
    self.postMessage(make(event.data));
  } catch (why) {
    self.postMessage(String(why));
  }
};
