// The `@cartwright/contracts/stock-words` subpath: the one wording of the stock rule (a line holds at most what
// is in stock), so the server's violations and refusals and the storefront's product page, cart and checkout
// say it in the same words. Plain functions with no dependencies.

/** "Only 7 in stock" */
export const onlyInStock = (available: number) => `Only ${available} in stock`;

/** A line holds more than is in stock: "Only 6 in stock — lower the quantity to 6 to check out." */
export const lowerToStock = (available: number) =>
  available === 0
    ? 'Out of stock — remove it to check out.'
    : `${onlyInStock(available)} — lower the quantity to ${available} to check out.`;

/** The checkout refusal for one short line: "Only 6 in stock of Desk lamp — lower the quantity to 6 to check out." */
export const lowerToStockOf = (name: string, available: number) =>
  available === 0
    ? `${name} is out of stock — remove it to check out.`
    : `${onlyInStock(available)} of ${name} — lower the quantity to ${available} to check out.`;

/** More was asked than could be added: "Only 7 in stock — 7 added to your cart." */
export const addedUpToStock = (available: number, added: number) =>
  `${onlyInStock(available)} — ${added} added to your cart.`;

/** Nothing more can be added: "Only 7 in stock — all 7 are in your cart." */
export const allInCart = (available: number) =>
  `${onlyInStock(available)} — ${available === 1 ? 'it is' : `all ${available} are`} in your cart.`;
