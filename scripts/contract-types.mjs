// Prints the contracts' wire types as plain TypeScript declarations: each named type written out as the object,
// union and literal types it stands for, with no TypeBox left in them. The client's package ships these instead of
// depending on `@cartwright/contracts` (whose types are `Static<typeof Schema>` and need TypeBox to resolve).
import ts from 'typescript';

const F = ts.TypeFlags;
const PRIMITIVES = [
  [F.Any, 'any'],
  [F.Unknown, 'unknown'],
  [F.String, 'string'],
  [F.Number, 'number'],
  [F.BigInt, 'bigint'],
  [F.Boolean, 'boolean'],
  [F.Null, 'null'],
  [F.Undefined, 'undefined'],
  [F.Void, 'void'],
  [F.Never, 'never'],
  [F.ESSymbol, 'symbol'],
];
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Declarations of `names` (exported types of the module `entry`) and of every exported type they use, in the
 * order met. A type equal to another exported one is written as its name, so shared shapes appear once.
 */
export function contractTypes(entry, names, compilerOptions) {
  const program = ts.createProgram([entry], compilerOptions);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry));
  const exported = new Map();
  const nameOf = new Map();
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(target.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface))) continue;
    const type = checker.getDeclaredTypeOfSymbol(target);
    exported.set(symbol.name, { target, type });
    // A bare record (`Filter` is any `Record<string, unknown>`) would lend its name to unrelated fields.
    const shaped = !(type.flags & F.Object) || checker.getPropertiesOfType(type).length > 0;
    if (shaped && !nameOf.has(type)) nameOf.set(type, symbol.name);
  }

  const queue = [...names];
  const written = new Set();
  const out = [];
  const need = (name) => {
    if (!written.has(name) && !queue.includes(name)) queue.push(name);
    return name;
  };
  const grouped = (text) => (/[|&]/.test(text) && !/^[[{(]/.test(text) ? `(${text})` : text);

  function print(type, self, indent) {
    const name = nameOf.get(type);
    if (name && type !== self) return need(name);
    for (const [flag, text] of PRIMITIVES) if (type.flags & flag) return text;
    if (type.isStringLiteral()) return JSON.stringify(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (type.flags & F.BooleanLiteral) return checker.typeToString(type);
    if (type.isUnion()) {
      const parts = type.types.filter((part) => !(part.flags & F.BooleanLiteral));
      const texts = parts.map((part) => grouped(print(part, self, indent)));
      if (parts.length < type.types.length) texts.push('boolean');
      return texts.join(' | ');
    }
    if (type.isIntersection())
      return type.types.map((part) => grouped(print(part, self, indent))).join(' & ');
    if (checker.isTupleType(type)) {
      return `[${checker
        .getTypeArguments(type)
        .map((part) => print(part, self, indent))
        .join(', ')}]`;
    }
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type);
      const prefix = type.target?.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${prefix}${grouped(print(item, self, indent))}[]`;
    }
    if (type.flags & F.Object && type.getCallSignatures().length === 0) {
      const inner = `${indent}  `;
      const lines = [];
      for (const info of checker.getIndexInfosOfType(type)) {
        lines.push(`${inner}[key: ${checker.typeToString(info.keyType)}]: ${print(info.type, self, inner)};`);
      }
      for (const property of checker.getPropertiesOfType(type)) {
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const value = checker.getTypeOfSymbol(property);
        // `?` says "or undefined" already; the wire types have no nulls for getNonNullableType to drop.
        const shown = optional ? checker.getNonNullableType(value) : value;
        const key = IDENTIFIER.test(property.name) ? property.name : JSON.stringify(property.name);
        lines.push(`${inner}${key}${optional ? '?' : ''}: ${print(shown, self, inner)};`);
      }
      return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
    }
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  }

  while (queue.length > 0) {
    const name = queue.shift();
    written.add(name);
    const entryOf = exported.get(name);
    if (!entryOf) throw new Error(`${name} is not a type the contracts export`);
    const { target, type } = entryOf;
    const parameters = target.declarations?.[0]?.typeParameters;
    if (parameters?.length) throw new Error(`${name} is generic; write it out by hand`);
    out.push(`export type ${name} = ${print(type, type, '')};`);
  }
  return out.join('\n\n');
}
