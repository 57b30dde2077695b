// spec: lint-01
export function findTrailingReturn(statements: readonly StatementNode[]): StatementNode | false {
  for (let index = statements.length - 1; index >= 0; index--) {
    const statement = statements[index];
    if (statement.type === 'ReturnStatement') return statement;
    if (statement.type === 'SwitchStatement' && statement.cases && statement.cases.length > 0) {
      const lastCase = statement.cases[statement.cases.length - 1];
      return findTrailingReturn(lastCase.consequent);
    }
  }
  return false;
}

interface StatementNode {
  type: string;
  cases?: { consequent: StatementNode[] }[];
}

// spec: lint-02
export function isExplicitFragment(element: JsxElementLike, namespaceName: string, fragmentName: string): boolean {
  const tagName = element.openingElement.name;
  if (tagName.type === 'JSXIdentifier') return tagName.name === fragmentName;
  if (tagName.type !== 'JSXMemberExpression') return false;
  const { object, property } = tagName;
  return (
    object?.type === 'JSXIdentifier' &&
    object.name === namespaceName &&
    property?.type === 'JSXIdentifier' &&
    property.name === fragmentName
  );
}

interface JsxTagName {
  type: string;
  name?: string;
  object?: JsxTagName;
  property?: JsxTagName;
}

interface JsxElementLike {
  openingElement: { name: JsxTagName };
}

// spec: lint-03
export function startsWithCapital(word: unknown): boolean {
  if (!word) return false;
  const firstChar = String(word).replace(/^_+/, '').charAt(0);
  return firstChar.toUpperCase() === firstChar;
}

// spec: lint-04
export function isConfiguredPropWrapper(functionName: string, wrappers: ReadonlySet<PropWrapperEntry>): boolean {
  const pieces = functionName.split('.');
  return Array.from(wrappers).some((entry) => {
    if (typeof entry === 'string') return entry === functionName;
    if (entry.property === functionName) return true;
    return pieces.length === 2 && entry.object === pieces[0] && entry.property === pieces[1];
  });
}

type PropWrapperEntry = string | { object?: string; property?: string };

// spec: lint-05
export function formatPropWrappers(wrappers: Iterable<WrapperDescription>): string {
  return Array.from(wrappers, (wrapper) => `'${describeWrapper(wrapper)}'`).join(', ');
}

type WrapperDescription = string | { object?: string; property?: string };

function describeWrapper(wrapper: WrapperDescription): string {
  if (typeof wrapper === 'object' && wrapper !== null) {
    if (wrapper.object && wrapper.property) return `${wrapper.object}.${wrapper.property}`;
    if (wrapper.property) return wrapper.property;
  }
  return String(wrapper);
}

// spec: lint-06
export function resolveJsxPragma(context: PragmaRuleContext): string {
  const sourceCode = context.sourceCode ?? context.getSourceCode?.();
  const comments = sourceCode?.getAllComments() ?? [];
  const pragmaMatch = comments
    .map((comment) => JSX_PRAGMA_PATTERN.exec(comment.value))
    .find((match): match is RegExpExecArray => match !== null);

  const candidate = pragmaMatch
    ? pragmaMatch[1].split('.')[0]
    : context.settings?.react?.pragma || DEFAULT_PRAGMA;

  if (!IDENTIFIER_PATTERN.test(candidate)) {
    console.warn(`React pragma ${candidate} is not a valid identifier`);
    return DEFAULT_PRAGMA;
  }
  return candidate;
}

const DEFAULT_PRAGMA = 'React';
const JSX_PRAGMA_PATTERN = /@jsx\s+(\S+)/;
const IDENTIFIER_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

interface PragmaRuleContext {
  sourceCode?: { getAllComments(): { value: string }[] };
  getSourceCode?: () => { getAllComments(): { value: string }[] };
  settings?: { react?: { pragma?: string } };
}

// spec: lint-07
export function mergeUsedProps(existing: readonly UsedPropRecord[], incoming: readonly UsedPropRecord[]): UsedPropRecord[] {
  const additions = incoming.filter(
    (candidate) => !existing.some((record) => areEquivalentUsedProps(record, candidate)),
  );
  return [...existing, ...additions];
}

interface UsedPropRecord {
  name: string;
  allNames?: unknown;
}

function areEquivalentUsedProps(left: UsedPropRecord, right: UsedPropRecord): boolean {
  if (left.name !== right.name) return false;
  if (!left.allNames && !right.allNames) return true;
  return (
    Array.isArray(left.allNames) &&
    Array.isArray(right.allNames) &&
    left.allNames.join('') === right.allNames.join('')
  );
}

// spec: lint-08
export function memoizeByIdentity<Key extends object, Result>(compute: (key: Key) => Result): (key: Key) => Result {
  const cache = new WeakMap<Key, Result>();
  return (key: Key): Result => {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const result = compute(key);
    cache.set(key, result);
    return result;
  };
}

// spec: lint-09
export function findVariableInScopeChain(
  context: ScopeRuleContext,
  node: unknown,
  name: string,
): ScopeVariable | undefined {
  const sourceCode = context.sourceCode ?? context.getSourceCode?.();
  let scope: LexicalScope | null | undefined = sourceCode?.getScope
    ? sourceCode.getScope(node)
    : context.getScope?.();

  const findByName = (variables: readonly ScopeVariable[] | undefined): ScopeVariable | undefined =>
    variables?.find((variable) => variable.name === name);

  while (scope) {
    const firstChild = scope.childScopes[0];
    const found =
      findByName(scope.variables) ??
      findByName(firstChild?.variables) ??
      findByName(firstChild?.childScopes[0]?.variables);
    if (found) return found;
    scope = scope.upper;
  }
  return undefined;
}

interface ScopeVariable {
  name: string;
}

interface LexicalScope {
  variables: ScopeVariable[];
  childScopes: LexicalScope[];
  upper: LexicalScope | null;
}

interface ScopeRuleContext {
  sourceCode?: { getScope?: (node: unknown) => LexicalScope };
  getSourceCode?: () => { getScope?: (node: unknown) => LexicalScope };
  getScope?: () => LexicalScope;
}

// spec: lint-10
export function comparePropTypeDeclarations(
  first: PropDeclarationNode,
  second: PropDeclarationNode,
  context: SortRuleContext,
  ignoreCase: boolean,
  requiredFirst: boolean,
  callbacksLast: boolean,
  noSortAlphabetically: boolean,
): number {
  const firstKey = String(getDeclarationKey(first, context));
  const secondKey = String(getDeclarationKey(second, context));

  if (requiredFirst) {
    const firstRequired = isRequiredDeclaration(first);
    const secondRequired = isRequiredDeclaration(second);
    if (firstRequired && !secondRequired) return -1;
    if (!firstRequired && secondRequired) return 1;
  }

  if (callbacksLast) {
    const firstCallback = CALLBACK_NAME.test(firstKey);
    const secondCallback = CALLBACK_NAME.test(secondKey);
    if (firstCallback && !secondCallback) return 1;
    if (!firstCallback && secondCallback) return -1;
  }

  if (noSortAlphabetically) return 0;
  if (ignoreCase) return firstKey.localeCompare(secondKey);
  if (firstKey < secondKey) return -1;
  if (firstKey > secondKey) return 1;
  return 0;
}

const CALLBACK_NAME = /^on[A-Z]/;

interface PropDeclarationNode {
  type: string;
  key?: { type: string; name?: string; value?: unknown };
  argument?: { type: string; name?: string; value?: unknown };
  id?: { name: string };
  value?: { type: string; property?: { name?: string } };
}

interface SortRuleContext {
  sourceCode?: { getFirstTokens(node: unknown, count: number): { value: string }[] };
  getSourceCode?: () => { getFirstTokens(node: unknown, count: number): { value: string }[] };
}

function getDeclarationKey(node: PropDeclarationNode, context: SortRuleContext): unknown {
  if (node.type === 'ObjectTypeProperty') {
    const sourceCode = context.sourceCode ?? context.getSourceCode?.();
    const [firstToken, secondToken] = sourceCode?.getFirstTokens(node, 2) ?? [];
    if (firstToken?.value === '+' || firstToken?.value === '-') return secondToken?.value;
    return firstToken?.value.replace(/^'/, '').replace(/'$/, '');
  }
  if (node.type === 'GenericTypeAnnotation') return node.id?.name;
  if (node.type === 'ObjectTypeAnnotation') return undefined;
  const key = node.key ?? node.argument;
  if (!key) return undefined;
  return key.type === 'Identifier' ? key.name : key.value;
}

function isRequiredDeclaration(node: PropDeclarationNode): boolean {
  return node.value?.type === 'MemberExpression' && node.value.property?.name === 'isRequired';
}

// spec: lint-11
export function normalizeAccessibleText(text: string): string {
  return text
    .trim()
    .replace(/[,.?¿!‽¡;:]/g, '')
    .replace(/\s{2,}/g, ' ')
    .toLowerCase();
}

// spec: lint-12
export function computeAnnouncedText(
  element: AnnouncedJsxElement,
  getElementType: (openingElement: AnnouncedJsxElement['openingElement']) => string,
): string {
  const normalize = (text: string): string =>
    text.trim().replace(/[,.?¿!‽¡;:]/g, '').replace(/\s{2,}/g, ' ').toLowerCase();
  const { attributes } = element.openingElement;

  const ariaLabel = readAnnouncedLiteral(findAnnouncedAttribute(attributes, 'aria-label'));
  if (ariaLabel) return normalize(String(ariaLabel));

  const tagName = getElementType(element.openingElement);
  if (tagName === 'img') {
    const altText = readAnnouncedLiteral(findAnnouncedAttribute(attributes, 'alt'));
    if (altText) return normalize(String(altText));
  }

  const ariaHidden = readAnnouncedLiteral(findAnnouncedAttribute(attributes, 'aria-hidden'));
  const inputType = readAnnouncedLiteral(findAnnouncedAttribute(attributes, 'type'));
  const isHiddenInput = tagName.toLowerCase() === 'input' && String(inputType).toLowerCase() === 'hidden';
  if (ariaHidden === true || isHiddenInput) return '';

  const childTexts = (element.children ?? []).map((child) => {
    if (child.type === 'Literal' || child.type === 'JSXText') return String(child.value);
    if (child.type === 'JSXElement') return computeAnnouncedText(child as AnnouncedJsxElement, getElementType);
    return '';
  });
  return normalize(childTexts.join(' '));
}

interface AnnouncedJsxAttribute {
  type: string;
  name?: { type: string; name: string | { name: string }; namespace?: { name: string } };
  value?: { type: string; value?: unknown; expression?: { type: string; value?: unknown } } | null;
}

interface AnnouncedJsxElement {
  type: string;
  openingElement: { attributes: AnnouncedJsxAttribute[] };
  children?: { type: string; value?: unknown }[];
}

function findAnnouncedAttribute(
  attributes: readonly AnnouncedJsxAttribute[],
  name: string,
): AnnouncedJsxAttribute | undefined {
  const wanted = name.toLowerCase();
  return attributes.find((attribute) => {
    if (attribute.type !== 'JSXAttribute' || !attribute.name) return false;
    const { name: attributeName } = attribute;
    const fullName =
      attributeName.type === 'JSXNamespacedName'
        ? `${attributeName.namespace?.name}:${(attributeName.name as { name: string }).name}`
        : String(attributeName.name);
    return fullName.toLowerCase() === wanted;
  });
}

function readAnnouncedLiteral(attribute: AnnouncedJsxAttribute | undefined): unknown {
  if (!attribute) return undefined;
  if (attribute.value == null) return true;
  const valueNode =
    attribute.value.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
  if (!valueNode || (valueNode.type !== 'Literal' && valueNode.type !== 'JSXText')) return null;
  const { value } = valueNode;
  if (typeof value === 'string') {
    const lowered = value.toLowerCase();
    if (lowered === 'true') return true;
    if (lowered === 'false') return false;
  }
  return value;
}

// spec: lint-13
export function parseTabIndexValue(
  attribute: TabIndexAttribute | undefined,
  readers: TabIndexValueReaders,
): unknown {
  const literal = readers.getLiteralPropValue(attribute);

  if (typeof literal === 'string' || typeof literal === 'number') {
    if (literal === '') return undefined;
    const numeric = Number(literal);
    return Number.isInteger(numeric) ? numeric : undefined;
  }
  if (typeof literal === 'boolean') return undefined;
  return readers.getPropValue(attribute);
}

type TabIndexAttribute = { type: 'JSXAttribute'; value?: unknown };

interface TabIndexValueReaders {
  getLiteralPropValue(attribute: TabIndexAttribute | undefined): unknown;
  getPropValue(attribute: TabIndexAttribute | undefined): unknown;
}

// spec: lint-14
export function hasAccessibleContent(
  element: ContentJsxElement,
  getElementType: (openingElement: ContentJsxElement['openingElement']) => string,
): boolean {
  const isHiddenFromScreenReaders = (child: ContentJsxElement): boolean => {
    const { attributes } = child.openingElement;
    if (readContentLiteral(findContentAttribute(attributes, 'aria-hidden')) === true) return true;
    if (getElementType(child.openingElement).toLowerCase() !== 'input') return false;
    const inputType = readContentLiteral(findContentAttribute(attributes, 'type'));
    return typeof inputType === 'string' && inputType.toLowerCase() === 'hidden';
  };

  const hasQualifyingChild = (element.children ?? []).some((child) => {
    switch (child.type) {
      case 'Literal':
      case 'JSXText':
        return Boolean(child.value);
      case 'JSXElement':
        return !isHiddenFromScreenReaders(child as ContentJsxElement);
      case 'JSXExpressionContainer':
        return !(child.expression?.type === 'Identifier' && child.expression.name === 'undefined');
      default:
        return false;
    }
  });
  if (hasQualifyingChild) return true;

  return element.openingElement.attributes.some(
    (attribute) =>
      attribute.type === 'JSXAttribute' &&
      (attribute.name?.name === 'dangerouslySetInnerHTML' || attribute.name?.name === 'children'),
  );
}

interface ContentJsxAttribute {
  type: string;
  name?: { name: unknown };
  value?: { type: string; value?: unknown; expression?: { type: string; value?: unknown } } | null;
}

interface ContentJsxChild {
  type: string;
  value?: unknown;
  expression?: { type: string; name?: string };
  openingElement?: { attributes: ContentJsxAttribute[] };
}

interface ContentJsxElement {
  type?: string;
  openingElement: { attributes: ContentJsxAttribute[] };
  children?: ContentJsxChild[];
}

function findContentAttribute(
  attributes: readonly ContentJsxAttribute[],
  name: string,
): ContentJsxAttribute | undefined {
  return attributes.find(
    (attribute) =>
      attribute.type === 'JSXAttribute' &&
      typeof attribute.name?.name === 'string' &&
      attribute.name.name.toLowerCase() === name.toLowerCase(),
  );
}

function readContentLiteral(attribute: ContentJsxAttribute | undefined): unknown {
  if (!attribute) return undefined;
  if (attribute.value == null) return true;
  const valueNode =
    attribute.value.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
  if (valueNode?.type !== 'Literal') return null;
  if (typeof valueNode.value !== 'string') return valueNode.value;
  const lowered = valueNode.value.toLowerCase();
  if (lowered === 'true') return true;
  if (lowered === 'false') return false;
  return valueNode.value;
}

// spec: lint-15
export function mayRenderMatchingComponent(
  root: RenderTreeNode,
  componentPattern: string,
  maxDepth = 1,
  getElementType: (openingElement: RenderOpeningElement) => string = getJsxElementTypeName,
): boolean {
  const matcher = globToRegExp(componentPattern);

  const search = (node: RenderTreeNode, depth: number): boolean => {
    if (depth > maxDepth || !Array.isArray(node.children)) return false;
    return node.children.some((child) => {
      if (child.type === 'JSXExpressionContainer') return true;
      if (child.type === 'JSXElement' && child.openingElement && matcher.test(getElementType(child.openingElement))) {
        return true;
      }
      return search(child, depth + 1);
    });
  };

  return search(root, 1);
}

interface RenderTagName {
  type: string;
  name?: string | RenderTagName;
  namespace?: RenderTagName;
  object?: RenderTagName;
  property?: RenderTagName;
}

interface RenderOpeningElement {
  name: RenderTagName;
}

interface RenderTreeNode {
  type: string;
  openingElement?: RenderOpeningElement;
  children?: RenderTreeNode[];
}

function getJsxElementTypeName(openingElement: RenderOpeningElement): string {
  const nameOf = (tag: RenderTagName): string => {
    switch (tag.type) {
      case 'JSXMemberExpression':
        return `${nameOf(tag.object!)}.${nameOf(tag.property!)}`;
      case 'JSXNamespacedName':
        return `${nameOf(tag.namespace!)}:${nameOf(tag.name as RenderTagName)}`;
      default:
        return String(tag.name);
    }
  };
  return nameOf(openingElement.name);
}

function globToRegExp(pattern: string): RegExp {
  const source = Array.from(pattern, (char) => {
    if (char === '*') return '[^/]*';
    if (char === '?') return '[^/]';
    return char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }).join('');
  return new RegExp(`^${source}$`);
}

// spec: lint-16
export function hasNonLiteralAttributeValue(attributes: readonly LookupJsxAttribute[], attributeName: string): boolean {
  const attribute = findAttributeLikeJsxAstUtils(attributes, attributeName);
  if (!attribute || attribute.value == null) return false;

  const { value } = attribute;
  if (value.type === 'Literal') return false;
  if (value.type === 'JSXExpressionContainer') {
    const { expression } = value;
    if (expression?.type === 'Identifier' && expression.name === 'undefined') return false;
    if (expression?.type === 'JSXText') return false;
  }
  return true;
}

interface LookupValueNode {
  type: string;
  name?: string;
  expression?: LookupValueNode;
}

interface LookupJsxAttribute {
  type: string;
  name?: { type: string; name: string | { name: string }; namespace?: { name: string } };
  value?: LookupValueNode | null;
  argument?: {
    type: string;
    properties?: { type: string; key?: { type: string; name?: string; value?: unknown }; value?: LookupValueNode }[];
  };
}

function findAttributeLikeJsxAstUtils(
  attributes: readonly LookupJsxAttribute[],
  attributeName: string,
): LookupJsxAttribute | undefined {
  const wanted = attributeName.toUpperCase();

  for (const attribute of attributes) {
    if (attribute.type === 'JSXSpreadAttribute') {
      if (attribute.argument?.type !== 'ObjectExpression') continue;
      const property = attribute.argument.properties?.find((candidate) => {
        const key = candidate.key;
        const keyName = key?.type === 'Identifier' ? key.name : key?.value;
        return candidate.type === 'Property' && typeof keyName === 'string' && keyName.toUpperCase() === wanted;
      });
      if (property) {
        return {
          type: 'JSXAttribute',
          name: { type: 'JSXIdentifier', name: attributeName },
          value: { type: 'JSXExpressionContainer', expression: property.value },
        };
      }
      continue;
    }
    if (attribute.type !== 'JSXAttribute' || !attribute.name) continue;
    const { name } = attribute;
    const fullName =
      name.type === 'JSXNamespacedName'
        ? `${name.namespace?.name}:${(name.name as { name: string }).name}`
        : String(name.name);
    if (fullName.toUpperCase() === wanted) return attribute;
  }
  return undefined;
}

// spec: lint-17
export function satisfiesRequiredAttributes(
  requiredAttributes: readonly RequiredAttributeDescription[] = [],
  attributes: readonly DescribedJsxAttribute[] = [],
): boolean {
  return requiredAttributes.every((description) =>
    attributes.some((attribute) => {
      if (attribute.type !== 'JSXAttribute' || !attribute.name) return false;
      if (getDescribedAttributeName(attribute.name) !== description.name) return false;
      return !description.value || readDescribedLiteral(attribute) === description.value;
    }),
  );
}

interface RequiredAttributeDescription {
  name: string;
  value?: unknown;
}

interface DescribedAttributeName {
  type: string;
  name: string | { name: string };
  namespace?: { name: string };
}

interface DescribedJsxAttribute {
  type: string;
  name?: DescribedAttributeName;
  value?: { type: string; value?: unknown; expression?: { type: string; value?: unknown } } | null;
}

function getDescribedAttributeName(name: DescribedAttributeName): string {
  if (name.type === 'JSXNamespacedName') {
    return `${name.namespace?.name}:${(name.name as { name: string }).name}`;
  }
  return String(name.name);
}

function readDescribedLiteral(attribute: DescribedJsxAttribute): unknown {
  if (attribute.value == null) return true;
  const valueNode =
    attribute.value.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
  if (valueNode?.type !== 'Literal') return null;
  const { value } = valueNode;
  if (typeof value === 'string') {
    const lowered = value.toLowerCase();
    if (lowered === 'true') return true;
    if (lowered === 'false') return false;
  }
  return value;
}

// spec: lint-18
export function isValidAriaValue(value: unknown, expectedType: string, permittedTokens: readonly unknown[]): boolean {
  const normalizeToken = (token: unknown): unknown => (typeof token === 'string' ? token.toLowerCase() : token);

  switch (expectedType) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
    case 'id':
      return typeof value === 'string';
    case 'tristate':
      return typeof value === 'boolean' || value === 'mixed';
    case 'integer':
    case 'number':
      return typeof value !== 'boolean' && !Number.isNaN(Number(value));
    case 'token':
      return permittedTokens.includes(normalizeToken(value));
    case 'idlist':
      return typeof value === 'string' && value.split(' ').every((piece) => typeof piece === 'string');
    case 'tokenlist':
      return (
        typeof value === 'string' &&
        value.split(' ').every((piece) => permittedTokens.includes(piece.toLowerCase()))
      );
    default:
      return false;
  }
}

// spec: lint-19
export function buildAriaTypeErrorMessage(propertyName: string, expectedType: string, permittedValues: unknown): string {
  const prefix = `The value for ${propertyName}`;
  switch (expectedType) {
    case 'tristate':
      return `${prefix} must be a boolean or the string "mixed".`;
    case 'token':
      return `${prefix} must be a single token from the following: ${permittedValues}.`;
    case 'tokenlist':
      return `${prefix} must be a list of one or more tokens from the following: ${permittedValues}.`;
    case 'idlist':
      return `${prefix} must be a list of strings that represent DOM element IDs (idlist)`;
    case 'id':
      return `${prefix} must be a string that represents a DOM element ID`;
    default:
      return `${prefix} must be a ${expectedType}.`;
  }
}

// spec: lint-20
export function containsRedundantImageWord(altText: string, redundantWords: readonly string[]): boolean {
  const loweredWords = redundantWords.map((word) => word.toLowerCase());

  if (/[\u0020-\u007F]/.test(altText)) {
    return altText.split(/\s+/).some((piece) => loweredWords.includes(piece.toLowerCase()));
  }

  const loweredText = altText.toLowerCase();
  return loweredWords.some((word) => loweredText.includes(word));
}

// spec: lint-21
export function matchesDottedPath(node: PathExpressionNode, dottedPath: string): boolean {
  const pieces = dottedPath.trim().split('.');
  let current: PathExpressionNode | undefined = node;

  for (let index = pieces.length - 1; index >= 1; index--) {
    const piece = pieces[index];
    if (!piece || !current) return false;

    if (index === 1 && current.type === 'MetaProperty' && current.property?.name === piece) {
      current = current.meta;
      continue;
    }

    const isPlainMember =
      current.type === 'MemberExpression' &&
      !current.optional &&
      !current.computed &&
      current.property?.type === 'Identifier' &&
      current.property.name === piece;
    if (!isPlainMember) return false;
    current = current.object;
  }

  const [rootPiece] = pieces;
  if (!rootPiece || !current) return false;
  if (current.type === 'Identifier') return current.name === rootPiece;
  if (rootPiece === 'this') return current.type === 'ThisExpression';
  if (rootPiece === 'super') return current.type === 'Super';
  return false;
}

interface PathExpressionNode {
  type: string;
  name?: string;
  optional?: boolean;
  computed?: boolean;
  object?: PathExpressionNode;
  property?: PathExpressionNode;
  meta?: PathExpressionNode;
}

// spec: lint-22
export function isEscapedAt(text: string, index: number): boolean {
  let backslashCount = 0;
  for (let position = index - 1; position >= 0 && text[position] === '\\'; position--) {
    backslashCount++;
  }
  return backslashCount % 2 === 1;
}

// spec: lint-23
export function sampleCartesianProduct<Item>(
  optionLists: readonly (readonly Item[])[],
  limit = Number.POSITIVE_INFINITY,
): { total: number; samples: Item[][] } {
  const total = optionLists.reduce((product, options) => product * options.length, 1);
  const sampleCount = Math.max(0, Math.min(total, limit));

  const samples = Array.from({ length: sampleCount }, (_, sampleIndex) => {
    const combination: Item[] = new Array(optionLists.length);
    let remainder = sampleIndex;
    for (let listIndex = optionLists.length - 1; listIndex >= 0; listIndex--) {
      const options = optionLists[listIndex];
      combination[listIndex] = options[remainder % options.length];
      remainder = Math.floor(remainder / options.length);
    }
    return combination;
  });

  return { total, samples };
}

// spec: lint-24
export function findLineStart(text: string, index: number): number {
  let position = index;
  while (position > 0 && !LINE_TERMINATORS.has(text[position - 1])) {
    position--;
  }
  return position;
}

const LINE_TERMINATORS = new Set(['\n', '\r', '\u2028', '\u2029']);

// spec: lint-25
export function reindentText(text: string, currentIndent: string, targetIndent: string): string {
  return text
    .split(/(\r\n|[\n\r\u2028\u2029])/)
    .map((part, index) => {
      const isFirstLineOrBreak = index === 0 || index % 2 === 1;
      if (isFirstLineOrBreak) return part;
      if (part.trim() === '') return '';
      return part.startsWith(currentIndent) ? targetIndent + part.slice(currentIndent.length) : part;
    })
    .join('');
}

// spec: lint-26
export function matchesAnyPattern(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => {
    const isStateful = pattern.global || pattern.sticky;
    const tester = isStateful ? new RegExp(pattern.source, pattern.flags) : pattern;
    return tester.test(text);
  });
}

// spec: lint-27
export function toEstreeComment(comment: ForeignComment, context: CommentRuleContext): ForeignComment {
  if (comment.type === 'Line' || comment.type === 'Block') return comment;

  const sourceCode = context.sourceCode ?? context.getSourceCode?.();
  if (!sourceCode) return comment;
  const range = sourceCode.getRange ? sourceCode.getRange(comment) : comment.range;
  const text = sourceCode.text.slice(range[0], range[1]);

  if (text.startsWith('//')) {
    return { ...comment, type: 'Line', value: text.slice(2), range };
  }
  if (text.startsWith('/*')) {
    return { ...comment, type: 'Block', value: text.slice(2, -2), range };
  }
  return comment;
}

interface ForeignComment {
  type: string;
  value?: string;
  range: [number, number];
  [field: string]: unknown;
}

interface CommentSourceCode {
  text: string;
  getRange?: (nodeOrToken: ForeignComment) => [number, number];
}

interface CommentRuleContext {
  sourceCode?: CommentSourceCode;
  getSourceCode?: () => CommentSourceCode;
}

// spec: lint-28
export function splitNumberLiteral(text: string): NumberLiteralParts {
  const match = /^([\d._]*)(?:([eE])([+-])?([\d_]+))?$/.exec(text);
  if (!match) {
    throw new TypeError(`Invalid number literal text: ${text}`);
  }
  const [, mantissa = '', marker = '', sign = '', power = ''] = match;
  return { mantissa, marker, sign, power };
}

interface NumberLiteralParts {
  mantissa: string;
  marker: string;
  sign: string;
  power: string;
}

// spec: lint-29
export function flattenLogicalChain<Node extends { type?: string }>(
  node: Node | null | undefined,
  operator: '&&' | '||' | '??',
): (Node | null | undefined)[] {
  const logical = node as (Node & { operator?: string; left?: Node; right?: Node }) | null | undefined;
  if (logical?.type !== 'LogicalExpression' || logical.operator !== operator) return [node];
  return [...flattenLogicalChain(logical.left, operator), ...flattenLogicalChain(logical.right, operator)];
}

// spec: lint-30
export function getSignedNumberValue(node: NumericExpressionNode): number | undefined {
  let current = node;
  while (TRANSPARENT_TS_WRAPPERS.has(current.type) && current.expression) {
    current = current.expression;
  }

  if (current.type === 'Literal') {
    return typeof current.value === 'number' ? current.value : undefined;
  }

  if (current.type === 'UnaryExpression' && (current.operator === '+' || current.operator === '-') && current.argument) {
    const argumentValue = getSignedNumberValue(current.argument);
    if (typeof argumentValue !== 'number') return undefined;
    return current.operator === '-' ? -argumentValue : argumentValue;
  }

  return undefined;
}

const TRANSPARENT_TS_WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
]);

interface NumericExpressionNode {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: NumericExpressionNode;
  expression?: NumericExpressionNode;
}

// spec: lint-31
export function readExpiringCacheEntry<Key, Value>(entries: Map<Key, ExpiringCacheEntry<Value>>, key: Key): Value | null {
  const entry = entries.get(key);
  if (!entry) return null;

  const now = Date.now();
  if (entry.expiresAt > now) {
    entry.expiresAt = now + CACHE_ENTRY_LIFETIME_MS;
    return entry.value;
  }

  entries.delete(key);
  return null;
}

const CACHE_ENTRY_LIFETIME_MS = 5000;

interface ExpiringCacheEntry<Value> {
  value: Value;
  expiresAt: number;
}

// spec: lint-32
export function getWorkspacePatterns(workspaces: unknown): string[] {
  if (Array.isArray(workspaces)) return workspaces.map((pattern) => String(pattern));

  if (typeof workspaces === 'object' && workspaces !== null && 'packages' in workspaces) {
    const { packages } = workspaces as { packages: unknown };
    if (Array.isArray(packages)) return packages.map((pattern) => String(pattern));
  }

  return [];
}

// spec: lint-33
export function toTypesPackageName(moduleName: string): string {
  if (moduleName.startsWith('@')) {
    const [scope, packageName] = moduleName.slice(1).split('/');
    return `@types/${scope}__${packageName}`;
  }
  return `@types/${moduleName}`;
}

// spec: lint-34
export function* listTrackedApiNames(
  traceMap: ApiTraceMap,
  markers: ApiTraceMarkers,
  path: readonly string[] = [],
  visitedByRoot: Record<string, Set<ApiTraceMap>> = {},
): Generator<string, void, undefined> {
  if (path.length > 0) {
    const rootName = path[0];
    const visited = (visitedByRoot[rootName] ??= new Set());
    if (visited.has(traceMap)) return;
    visited.add(traceMap);
  }

  for (const key of Object.keys(traceMap)) {
    const child = traceMap[key] as ApiTraceMap | null | undefined;
    if (child == null) continue;

    const childPath = [...path, key];
    const apiName = childPath.join('.').replace(/^node:/, '');

    if (child[markers.call]) yield `${apiName}()`;
    if (child[markers.construct]) yield `new ${apiName}()`;
    if (child[markers.read]) yield apiName;

    yield* listTrackedApiNames(child, markers, childPath, visitedByRoot);
  }
}

interface ApiTraceMarkers {
  call: symbol;
  construct: symbol;
  read: symbol;
}

interface ApiTraceMap {
  [key: string | symbol]: unknown;
}

// spec: lint-35
export function mergeVisitorHandlers(target: VisitorTable, addition: VisitorTable): VisitorTable {
  for (const eventName of Object.keys(addition)) {
    const existing = target[eventName];
    const incoming = addition[eventName];

    if (typeof existing !== 'function') {
      target[eventName] = incoming;
      continue;
    }
    if (typeof incoming !== 'function') continue;

    const existingHandlers = (existing as CombinedVisitorHandler)._handlers;
    if (Array.isArray(existingHandlers)) {
      existingHandlers.push(incoming as VisitorHandler);
      continue;
    }

    const handlers: VisitorHandler[] = [existing as VisitorHandler, incoming as VisitorHandler];
    const combined: CombinedVisitorHandler = Object.assign(
      (node: unknown): void => {
        for (const handler of handlers) handler(node);
      },
      { _handlers: handlers },
    );
    target[eventName] = combined;
  }
  return target;
}

type VisitorHandler = (node: unknown) => unknown;
type CombinedVisitorHandler = VisitorHandler & { _handlers?: VisitorHandler[] };
type VisitorTable = Record<string, unknown>;

// spec: lint-36
export function normalizeConvertPathOption(option: ConvertPathOption): ConvertPathRule[] {
  if (Array.isArray(option)) {
    return option.map((rule) => ({
      include: Array.isArray(rule.include) ? rule.include.map((pattern) => String(pattern)) : [],
      exclude: Array.isArray(rule.exclude) ? rule.exclude.map((pattern) => String(pattern)) : [],
      replace: rule.replace,
    }));
  }

  return Object.entries(option).map(([pattern, replace]) => ({
    include: [pattern],
    exclude: [],
    replace,
  }));
}

type ReplacementPair = [string, string];

interface ConvertPathRule {
  include: string[];
  exclude: string[];
  replace: ReplacementPair;
}

type ConvertPathOption =
  | { include?: unknown; exclude?: unknown; replace: ReplacementPair }[]
  | Record<string, ReplacementPair>;

// spec: lint-37
export function isDeclaredBinFile(
  filePath: string,
  binField: unknown,
  packageDirectory: string,
  pathModule: { resolve(...segments: string[]): string },
): boolean {
  if (!binField) return false;

  let binPaths: unknown[];
  if (typeof binField === 'string') binPaths = [binField];
  else if (typeof binField === 'object') binPaths = Object.values(binField);
  else return false;

  const withoutJs = filePath.replace(/\.js$/, '');
  const withoutIndex = withoutJs.replace(/[/\\]index$/, '');
  const acceptedPaths = new Set([filePath, withoutJs, withoutIndex]);

  return binPaths.some((binPath) => acceptedPaths.has(pathModule.resolve(packageDirectory, String(binPath))));
}

// spec: lint-38
export function classifyModuleSpecifier(
  target: { name: string },
  isBuiltinModule: (moduleName: string) => boolean,
): ModuleSpecifierType {
  const specifier = target.name;

  if (/^\.{1,2}(?:[/\\]|$)/.test(specifier)) return 'relative';
  if (/^[/\\]/.test(specifier)) return 'absolute';
  if (isBuiltinModule(specifier) || (specifier.startsWith('node:') && isBuiltinModule(specifier.slice(5)))) {
    return 'node';
  }
  if (specifier.startsWith('data:')) return 'data';
  if (/^https?:\/\//.test(specifier)) return 'http';
  if (/^(?:@[\w~-][\w.~-]*\/)?[\w~-][\w.~-]*/.test(specifier)) return 'npm';
  return 'unknown';
}

type ModuleSpecifierType = 'relative' | 'absolute' | 'node' | 'data' | 'http' | 'npm' | 'unknown';

// spec: lint-39
export function detectModuleLoadStyle(target: { node: LoadStyleNode }, fallback: 'import' | 'require'): LoadStyle {
  for (let ancestor = target.node.parent; ancestor; ancestor = ancestor.parent) {
    switch (ancestor.type) {
      case 'CallExpression':
        if (ancestor.callee?.type === 'Identifier' && ancestor.callee.name === 'require') return 'require';
        break;
      case 'ImportDeclaration':
        return ancestor.importKind === 'type' ? 'type' : 'import';
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (ancestor.exportKind === 'type') return 'type';
        break;
      default:
        break;
    }
  }
  return fallback;
}

type LoadStyle = 'import' | 'require' | 'type';

interface LoadStyleNode {
  type: string;
  parent?: LoadStyleNode | null;
  callee?: { type: string; name?: string };
  importKind?: string;
  exportKind?: string;
}

// spec: lint-40
export function extractModuleName(specifier: string, moduleType: string): string | undefined {
  switch (moduleType) {
    case 'npm': {
      const pieces = specifier.split('/');
      return specifier.startsWith('@') ? pieces.slice(0, 2).join('/') : pieces[0];
    }
    case 'node':
      return specifier.replace(/^node:/, '').split('/')[0];
    default:
      return undefined;
  }
}

// spec: lint-41
export function getCallChainName(node: NamedChainNode): string | null {
  switch (node.type) {
    case 'Identifier':
      return node.name ?? null;
    case 'Literal':
      return typeof node.value === 'string' ? node.value : null;
    case 'TemplateLiteral':
      return node.quasis?.length === 1 ? node.quasis[0].value.raw : null;
    case 'TaggedTemplateExpression':
      return node.tag ? getCallChainName(node.tag) : null;
    case 'CallExpression':
    case 'NewExpression':
      return node.callee ? getCallChainName(node.callee) : null;
    case 'MemberExpression': {
      const objectName = node.object ? getCallChainName(node.object) : null;
      const propertyName = node.property ? getCallChainName(node.property) : null;
      if (!objectName || !propertyName) return null;
      return `${objectName}.${propertyName}`;
    }
    default:
      return null;
  }
}

interface NamedChainNode {
  type: string;
  name?: string;
  value?: unknown;
  quasis?: { value: { raw: string } }[];
  tag?: NamedChainNode;
  callee?: NamedChainNode;
  object?: NamedChainNode;
  property?: NamedChainNode;
}

// spec: lint-42
export function removeArgumentsFrom(
  fixer: { removeRange(range: [number, number]): unknown },
  context: { sourceCode: ArgumentSourceCode },
  callNode: { arguments: ArgumentNode[] },
  startIndex: number,
): unknown {
  const { sourceCode } = context;
  const firstRemoved = callNode.arguments[startIndex];
  const lastArgument = callNode.arguments[callNode.arguments.length - 1];

  let endToken = sourceCode.getTokenAfter(lastArgument);
  if (endToken?.value === ',') {
    endToken = sourceCode.getTokenAfter(endToken);
  }

  return fixer.removeRange([firstRemoved.range[0], endToken!.range[0]]);
}

interface ArgumentNode {
  range: [number, number];
}

interface ArgumentToken {
  value: string;
  range: [number, number];
}

interface ArgumentSourceCode {
  getTokenAfter(nodeOrToken: ArgumentNode | ArgumentToken): ArgumentToken | null;
}

// spec: lint-43
export function findOutermostCallInChain<Node extends ChainNode>(node: Node): ChainNode {
  let outermost: ChainNode = node;
  let child: ChainNode = node;

  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'CallExpression') {
      if (parent.callee !== child) break;
      outermost = parent;
    } else if (parent.type !== 'MemberExpression') {
      break;
    }
    child = parent;
  }

  return outermost;
}

interface ChainNode {
  type: string;
  parent?: ChainNode | null;
  callee?: ChainNode;
}

// spec: lint-44
export function detectJestMajorVersion(): number {
  if (cachedJestMajorVersion) return cachedJestMajorVersion;

  try {
    const manifestPath = require.resolve('jest/package.json', { paths: [__dirname] });
    const manifest = require(manifestPath) as { version?: string };
    if (manifest.version) {
      cachedJestMajorVersion = Number.parseInt(manifest.version.split('.')[0], 10);
      return cachedJestMajorVersion;
    }
  } catch {
    // fall through to the error below
  }

  throw new Error(
    'Unable to detect Jest version - please ensure jest package is installed, or otherwise set version explicitly',
  );
}

let cachedJestMajorVersion: number | null = null;

// spec: lint-45
export function classifyJestFunctionName(name: string): JestFunctionKind {
  switch (name) {
    case 'expect':
      return 'expect';
    case 'jest':
      return 'jest';
    case 'describe':
    case 'fdescribe':
    case 'xdescribe':
      return 'describe';
    case 'it':
    case 'test':
    case 'fit':
    case 'xit':
    case 'xtest':
      return 'test';
    case 'beforeAll':
    case 'beforeEach':
    case 'afterAll':
    case 'afterEach':
      return 'hook';
    default:
      return 'unknown';
  }
}

type JestFunctionKind = 'expect' | 'jest' | 'describe' | 'test' | 'hook' | 'unknown';

// spec: lint-46
export function resolveJestGlobalAlias(globalName: string, context: AliasRuleContext): string | null {
  const aliases = context.settings?.jest?.globalAliases ?? {};
  const match = Object.entries(aliases).find(
    ([, alternatives]) => Array.isArray(alternatives) && alternatives.includes(globalName),
  );
  return match ? match[0] : null;
}

interface AliasRuleContext {
  settings?: { jest?: { globalAliases?: Record<string, string[]> } };
}

// spec: lint-47
export function splitExpectChain(members: readonly ExpectMemberNode[]): ExpectChainParts | ExpectChainProblem {
  const modifiers: ExpectMemberNode[] = [];

  for (const member of members) {
    const call = member.parent?.parent;
    if (call?.type === 'CallExpression') {
      return { matcher: member, args: call.arguments ?? [], modifiers };
    }

    const modifierName = member.type === 'Identifier' ? member.name : member.value;
    const firstModifierName = modifiers[0] && getExpectMemberName(modifiers[0]);
    const isAllowed =
      modifiers.length === 0
        ? modifierName === 'not' || modifierName === 'resolves' || modifierName === 'rejects'
        : modifiers.length === 1 &&
          modifierName === 'not' &&
          (firstModifierName === 'resolves' || firstModifierName === 'rejects');
    if (!isAllowed) return 'modifier-unknown';

    modifiers.push(member);
  }

  return 'matcher-not-found';
}

type ExpectChainProblem = 'modifier-unknown' | 'matcher-not-found';

interface ExpectMemberNode {
  type: string;
  name?: string;
  value?: unknown;
  parent?: { type: string; parent?: { type: string; arguments?: unknown[] } };
}

interface ExpectChainParts {
  matcher: ExpectMemberNode;
  args: unknown[];
  modifiers: ExpectMemberNode[];
}

function getExpectMemberName(member: ExpectMemberNode): unknown {
  return member.type === 'Identifier' ? member.name : member.value;
}

// spec: lint-48
export function describeDestructuredImport(definition: VariableDefinition): DestructuredImport | null {
  const { node: declarator, name: identifier } = definition;
  const initializer = declarator.init;
  if (!initializer) return null;

  let sourceNode: ImportSyntaxNode | undefined;
  if (initializer.type === 'AwaitExpression' && initializer.argument?.type === 'ImportExpression') {
    sourceNode = initializer.argument.source;
  } else if (
    initializer.type === 'CallExpression' &&
    initializer.callee?.type === 'Identifier' &&
    initializer.callee.name === 'require'
  ) {
    sourceNode = initializer.arguments?.[0];
  } else {
    return null;
  }

  const source = readStaticStringNode(sourceNode);
  if (source === undefined) return null;

  const property = identifier.parent;
  if (property?.type !== 'Property' || property.parent?.type !== 'ObjectPattern' || !property.key) return null;

  const imported = property.key.type === 'Identifier' ? property.key.name : readStaticStringNode(property.key);
  if (imported === undefined) return null;

  return { source, imported, local: identifier.name };
}

interface ImportSyntaxNode {
  type: string;
  name?: string;
  value?: unknown;
  quasis?: { value: { raw: string } }[];
  argument?: ImportSyntaxNode;
  source?: ImportSyntaxNode;
  callee?: ImportSyntaxNode;
  arguments?: ImportSyntaxNode[];
  key?: ImportSyntaxNode;
  parent?: ImportSyntaxNode;
}

interface VariableDefinition {
  node: { init?: ImportSyntaxNode | null };
  name: { name: string; parent?: ImportSyntaxNode };
}

interface DestructuredImport {
  source: string;
  imported: string;
  local: string;
}

function readStaticStringNode(node: ImportSyntaxNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.quasis?.length === 1) return node.quasis[0].value.raw;
  return undefined;
}

// spec: lint-49
export function findBlankLineGaps(
  previousStatement: GapNode,
  nextStatement: GapNode,
  sourceCode: GapSourceCode,
): [GapToken, GapToken][] {
  let currentToken = getEffectiveLastToken(previousStatement, sourceCode);
  if (nextStatement.loc.start.line - currentToken.loc.end.line < 2) return [];

  const gaps: [GapToken, GapToken][] = [];
  do {
    const followingToken = sourceCode.getTokenAfter(currentToken, { includeComments: true });
    if (!followingToken) break;
    if (followingToken.loc.start.line - currentToken.loc.end.line >= 2) {
      gaps.push([currentToken, followingToken]);
    }
    currentToken = followingToken;
  } while (currentToken.range[0] < nextStatement.range[0]);

  return gaps;
}

interface GapLocation {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

interface GapNode {
  range: [number, number];
  loc: GapLocation;
}

interface GapToken extends GapNode {
  type: string;
  value: string;
}

interface GapSourceCode {
  getLastToken(node: GapNode): GapToken;
  getTokenBefore(token: GapToken): GapToken | null;
  getTokenAfter(token: GapToken, options?: { includeComments?: boolean }): GapToken | null;
}

function getEffectiveLastToken(statement: GapNode, sourceCode: GapSourceCode): GapToken {
  const lastToken = sourceCode.getLastToken(statement);
  if (lastToken.type !== 'Punctuator' || lastToken.value !== ';') return lastToken;

  const tokenBefore = sourceCode.getTokenBefore(lastToken);
  const tokenAfter = sourceCode.getTokenAfter(lastToken);
  const isSemicolonLessStyle =
    tokenBefore !== null &&
    tokenAfter !== null &&
    tokenBefore.range[0] >= statement.range[0] &&
    lastToken.loc.start.line > tokenBefore.loc.end.line &&
    lastToken.loc.end.line === tokenAfter.loc.start.line;

  return isSemicolonLessStyle && tokenBefore ? tokenBefore : lastToken;
}

// spec: lint-50
export function createStatementStartMatcher(
  identifier: string,
): (statement: LeadingStatementNode, sourceCode: LeadingTokenSource) => boolean {
  return (statement, sourceCode) => {
    if (statement.type !== 'ExpressionStatement' || !statement.expression) return false;

    const { expression } = statement;
    const inspected = expression.type === 'AwaitExpression' && expression.argument ? expression.argument : expression;
    const firstToken = sourceCode.getFirstToken(inspected);
    return firstToken?.type === 'Identifier' && firstToken.value === identifier;
  };
}

interface LeadingExpressionNode {
  type: string;
  argument?: LeadingExpressionNode;
}

interface LeadingStatementNode {
  type: string;
  expression?: LeadingExpressionNode;
}

interface LeadingTokenSource {
  getFirstToken(node: LeadingExpressionNode): { type: string; value: string } | null;
}

// spec: lint-51
export function isDeclarationFileName(fileName: string): boolean {
  return /\.d\.(?:ts|cts|mts|.*\.ts)$/.test(fileName.toLowerCase());
}

// spec: lint-52
export function findFirstDefined<Input, Output>(
  inputs: Iterable<Input>,
  map: (input: Input) => Output | undefined,
): Output | undefined {
  for (const input of inputs) {
    const result = map(input);
    if (result !== undefined) return result;
  }
  return undefined;
}

// spec: lint-53
export function describeMemberName(member: NamedMemberNode, sourceCode: { text: string }): MemberNameDescription {
  const { key } = member;

  if (key.type === 'Identifier') {
    return { name: String(key.name), category: MemberNameCategory.Normal };
  }
  if (key.type === 'PrivateIdentifier') {
    return { name: `#${key.name}`, category: MemberNameCategory.Private };
  }
  if (key.type === 'Literal') {
    const text = String(key.value);
    return needsQuoting(text)
      ? { name: `"${text}"`, category: MemberNameCategory.Quoted }
      : { name: text, category: MemberNameCategory.Normal };
  }
  return {
    name: sourceCode.text.slice(key.range[0], key.range[1]),
    category: MemberNameCategory.Expression,
  };
}

const enum MemberNameCategory {
  Private = 1,
  Quoted = 2,
  Normal = 3,
  Expression = 4,
}

interface MemberNameDescription {
  name: string;
  category: MemberNameCategory;
}

interface NamedMemberNode {
  key: { type: string; name?: string; value?: unknown; range: [number, number] };
}

function needsQuoting(text: string): boolean {
  const characters = Array.from(text);
  if (characters.length === 0) return true;
  const [first, ...rest] = characters;
  if (!/[\p{ID_Start}$_]/u.test(first)) return true;
  return rest.some((character) => !/[\p{ID_Continue}$\u200C\u200D]/u.test(character));
}

// spec: lint-54
export function joinWordsInEnglish(words: readonly string[]): string {
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// spec: lint-55
export function countPerceivedCharacters(text: string): number {
  if (/^[\u0020-\u007F]*$/.test(text)) return text.length;

  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _segment of graphemeSegmenter.segment(text)) count++;
  return count;
}

let graphemeSegmenter: Intl.Segmenter | undefined;

// spec: lint-56
export function getStaticStringValue(node: StaticValueNode): string | null {
  if (node.type === 'Literal') {
    return node.value == null ? 'null' : String(node.value);
  }
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0 && node.quasis?.length === 1) {
    return node.quasis[0].value.cooked ?? null;
  }
  return null;
}

interface StaticValueNode {
  type: string;
  value?: unknown;
  expressions?: unknown[];
  quasis?: { value: { cooked: string | null; raw: string } }[];
}

// spec: lint-57
export function createLazyRuleTable<Rule>(loaders: Record<string, () => { default: Rule }>): Record<string, Rule> {
  const table: Record<string, Rule> = {};

  for (const [ruleName, load] of Object.entries(loaders)) {
    let loadedRule: Rule | undefined;
    Object.defineProperty(table, ruleName, {
      enumerable: true,
      get: () => {
        loadedRule ??= load().default;
        return loadedRule;
      },
    });
  }

  return table;
}

// spec: lint-58
export function parseUntypedThenCall(
  callNode: ThenCallNode,
  context: ThenRuleContext,
  evaluateStatically: (node: ThenCallNode, scope: unknown) => { value: unknown } | null,
): ThenCallParts | undefined {
  const { callee } = callNode;
  if (callee?.type !== 'MemberExpression' || !callee.object || !callee.property) return undefined;

  const { property } = callee;
  let propertyName: string | undefined;
  if (!callee.computed && (property.type === 'Identifier' || property.type === 'PrivateIdentifier')) {
    propertyName = property.name;
  } else {
    const scope = context.sourceCode.getScope(callNode);
    const evaluated = evaluateStatically(property, scope);
    propertyName = evaluated ? String(evaluated.value) : undefined;
  }
  if (propertyName !== 'then') return undefined;

  const parts: ThenCallParts = { object: callee.object };
  const [fulfilled, rejected] = callNode.arguments ?? [];
  if (!fulfilled || fulfilled.type === 'SpreadElement') return parts;
  parts.onFulfilled = fulfilled;
  if (!rejected || rejected.type === 'SpreadElement') return parts;
  parts.onRejected = rejected;
  return parts;
}

interface ThenCallNode {
  type: string;
  name?: string;
  computed?: boolean;
  callee?: ThenCallNode;
  object?: ThenCallNode;
  property?: ThenCallNode;
  arguments?: ThenCallNode[];
}

interface ThenRuleContext {
  sourceCode: { getScope(node: ThenCallNode): unknown };
}

interface ThenCallParts {
  object: ThenCallNode;
  onFulfilled?: ThenCallNode;
  onRejected?: ThenCallNode;
}

// spec: lint-59
export function locateNameInDirectiveComment(
  sourceCode: { getLocFromIndex(index: number): { line: number; column: number } },
  comment: { value: string; range: [number, number] },
  name: string,
): { start: { line: number; column: number }; end: { line: number; column: number } } {
  const escapedName = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`[\\s,]${escapedName}(?:$|[\\s,:])`, 'gu');
  const globalIndex = comment.value.indexOf('global');
  pattern.lastIndex = globalIndex === -1 ? 0 : globalIndex + 'global'.length;

  const match = pattern.exec(comment.value);
  const contentStart = comment.range[0] + 2;
  const start = sourceCode.getLocFromIndex(match ? contentStart + match.index + 1 : contentStart);
  const end = { line: start.line, column: start.column + (match ? name.length : 1) };

  return { start, end };
}

// spec: lint-60
export function needsSemicolonBeforeInsertion(sourceCode: AsiSourceCode, node: AsiNode): boolean {
  const tokenBefore = sourceCode.getTokenBefore(node);
  if (!tokenBefore) return false;
  if (tokenBefore.type === 'Punctuator' && SAFE_PRECEDING_PUNCTUATORS.has(tokenBefore.value)) return false;

  const precedingNode = sourceCode.getNodeByRangeIndex(tokenBefore.range[0]);
  if (!precedingNode) return false;

  if (tokenBefore.type === 'Punctuator' && tokenBefore.value === ')') {
    return !PAREN_HEADED_STATEMENTS.has(precedingNode.type);
  }

  if (tokenBefore.type === 'Punctuator' && tokenBefore.value === '}') {
    const parent = precedingNode.parent;
    if (
      precedingNode.type === 'BlockStatement' &&
      parent?.type === 'FunctionExpression' &&
      parent.parent?.type !== 'MethodDefinition'
    ) {
      return true;
    }
    if (precedingNode.type === 'ClassBody' && parent?.type === 'ClassExpression') return true;
    return precedingNode.type === 'ObjectExpression';
  }

  const { parent } = precedingNode;
  if (!parent) return false;

  if (tokenBefore.type === 'Identifier' || tokenBefore.type === 'Keyword') {
    if (parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
    return KEYWORD_STATEMENT_TYPES.get(tokenBefore.value) !== precedingNode.type;
  }

  if (tokenBefore.type === 'String') {
    return !MODULE_DECLARATION_TYPES.has(parent.type);
  }

  return true;
}

const SAFE_PRECEDING_PUNCTUATORS = new Set(['--', ';', ':', '{', '++', '=>']);

const PAREN_HEADED_STATEMENTS = new Set([
  'DoWhileStatement',
  'ForInStatement',
  'ForOfStatement',
  'ForStatement',
  'IfStatement',
  'WhileStatement',
  'WithStatement',
]);

const KEYWORD_STATEMENT_TYPES = new Map([
  ['break', 'BreakStatement'],
  ['continue', 'ContinueStatement'],
  ['debugger', 'DebuggerStatement'],
  ['do', 'DoWhileStatement'],
  ['else', 'IfStatement'],
  ['return', 'ReturnStatement'],
  ['yield', 'YieldExpression'],
]);

const MODULE_DECLARATION_TYPES = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration']);

interface AsiNode {
  type: string;
  range: [number, number];
  parent?: AsiNode | null;
}

interface AsiToken {
  type: string;
  value: string;
  range: [number, number];
}

interface AsiSourceCode {
  getTokenBefore(node: AsiNode): AsiToken | null;
  getNodeByRangeIndex(index: number): AsiNode | null;
}
