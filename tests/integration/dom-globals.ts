// A happy-dom document on the globals of a Node test file, for React tests that also run server code.
// (Vitest's happy-dom environment transforms every module for the browser, where the server's
// `import.meta.url` is not a file URL; the node environment plus these globals keeps server modules intact.)
import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/environments';

const window = new Window({ url: 'http://localhost/' });
populateGlobal(globalThis, window, { bindFunctions: true });
