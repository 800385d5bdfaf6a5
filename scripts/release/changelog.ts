// The release note of a version is its section in CHANGELOG.md (Keep a Changelog): one text for the
// changelog and the stores' "what's new" field.

/** The body of `## [version]`'s section, or an error saying it is missing or empty. */
export function releaseNote(changelog: string, version: string): string {
  const heading = new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\][^\\n]*\\n`, 'm');
  const found = heading.exec(changelog);
  if (!found) throw new Error(`CHANGELOG.md has no "## [${version}]" section: write the release note first`);
  const rest = changelog.slice(found.index + found[0].length);
  const next = rest.search(/^## \[/m);
  const note = (next === -1 ? rest : rest.slice(0, next)).replace(/^\[[^\]]+\]: .*$/gm, '').trim();
  if (note === '') throw new Error(`CHANGELOG.md's section for ${version} is empty`);
  return note;
}
