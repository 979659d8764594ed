// SHA-256 (FIPS 180-4) of an ASCII string, synchronous: PKCE data is made in one call, as gateway clients
// make it, and Web Crypto only digests asynchronously. Only the sign-in entry bundles it.

const K = new Uint32Array(64);
const H0 = new Uint32Array(8);
{
  // The first 32 bits of the fractional parts of the cube (K) and square (H0) roots of the first primes.
  let n = 0;
  for (let candidate = 2; n < 64; candidate++) {
    let prime = true;
    for (let d = 2; d * d <= candidate; d++) if (candidate % d === 0) prime = false;
    if (!prime) continue;
    if (n < 8) H0[n] = (candidate ** (1 / 2) % 1) * 2 ** 32;
    K[n++] = (candidate ** (1 / 3) % 1) * 2 ** 32;
  }
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The 32-byte digest of `text`'s bytes (ASCII: the PKCE alphabet). */
export function sha256(text: string): Uint8Array {
  const length = text.length;
  const blocks = ((length + 8) >> 6) + 1;
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < length; i++) words[i >> 2]! |= (text.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8);
  words[length >> 2]! |= 0x80 << (24 - (length % 4) * 8);
  words[blocks * 16 - 1] = length * 8;
  const h = H0.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) w[t] = words[block * 16 + t]!;
      else {
        const a = w[t - 15]!;
        const b = w[t - 2]!;
        w[t] =
          (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)) +
          w[t - 7]! +
          (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) +
          w[t - 16]!;
      }
    }
    let [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, hh = 0] = h;
    for (let t = 0; t < 64; t++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0]! += a;
    h[1]! += b;
    h[2]! += c;
    h[3]! += d;
    h[4]! += e;
    h[5]! += f;
    h[6]! += g;
    h[7]! += hh;
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = h[i >> 2]! >>> (24 - (i % 4) * 8);
  return out;
}
