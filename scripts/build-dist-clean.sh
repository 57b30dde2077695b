#!/usr/bin/env bash
# Rebuild dist/ from the committed tree only (a temporary worktree of HEAD), so
# uncommitted work in the checkout never leaks into the committed bundle.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
wt=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$wt" >/dev/null 2>&1 || true' EXIT
git -C "$root" worktree add --detach "$wt" HEAD >/dev/null
ln -s "$root/node_modules" "$wt/node_modules"
(cd "$wt" && node scripts/build.mjs)
rm -rf "$root/dist"
cp -r "$wt/dist" "$root/dist"
