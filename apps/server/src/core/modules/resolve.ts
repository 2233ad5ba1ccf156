/** What `app.ts` lists wrong: a need no module meets, a name given twice, or modules that need each other. */
export class ModuleGraphError extends Error {
  override name = 'ModuleGraphError';
}

interface Node {
  readonly name: string;
  readonly needs: readonly string[];
}

/**
 * The modules in an order where each comes after every module it needs: the listed order wherever the needs
 * allow it (a depth-first walk of the needs, in list order), so that what is listed first is made first.
 */
export function resolveOrder<M extends Node>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new ModuleGraphError(`module ${module.name} is listed twice`);
    byName.set(module.name, module);
  }
  const ordered: M[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: M) => {
    if (done.has(module.name)) return;
    const seen = path.indexOf(module.name);
    if (seen >= 0) {
      const circle = [...path.slice(seen), module.name].join(' → ');
      throw new ModuleGraphError(`modules need each other in a circle: ${circle}`);
    }
    path.push(module.name);
    for (const name of module.needs) {
      const needed = byName.get(name);
      if (!needed) throw new ModuleGraphError(`module ${module.name} needs ${name}, which is not listed`);
      visit(needed);
    }
    path.pop();
    done.add(module.name);
    ordered.push(module);
  };
  for (const module of modules) visit(module);
  return ordered;
}
