// Human-chosen and generated passwords (never published lists): word + word + digits + symbol, or random.
const WORDS = [
  "marmot",
  "orbit",
  "cobalt",
  "lantern",
  "juniper",
  "quokka",
  "saffron",
  "tundra",
  "velvet",
  "harbor",
  "nimbus",
  "pepper",
];
export function password(r) {
  const kind = r.int(0, 3);
  if (kind === 0) return r.b62(r.int(16, 28));
  if (kind === 1) {
    const w = () => {
      const x = r.pick(WORDS);
      return r.chance(0.5) ? x[0].toUpperCase() + x.slice(1) : x;
    };
    return `${w()}-${w()}-${r.int(10, 99)}${r.pick(["!", "#", "%", "*", "?"])}`;
  }
  if (kind === 2)
    return `${r.pick(WORDS)}${r.int(1990, 2026)}${r.pick(["!", "$", "#"])}${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}`;
  return r.str("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789@#%^*", r.int(12, 20));
}
/** A password safe to put unescaped in a URL userinfo. */
export function urlPassword(r) {
  return r.chance(0.5) ? r.b62(r.int(14, 26)) : `${r.b62(6)}-${r.b62(6)}_${r.b62(6)}`;
}
