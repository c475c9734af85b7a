#!/bin/sh
# The daily rebuild (tayba-rebuild.service): builds the deployed commit again, so dated
# content follows the calendar on a static host (events move to "Past", an article dated
# today appears), then puts the new pages in place of the served ones.
#
# It builds in a scratch folder, not in the project: the build empties dist/ first, and
# nginx would answer 404 for the minutes it takes. Only the pages are swapped; the
# receiver keeps running the code it started with.
set -eu

project=${PROJECT_DIR:-/srv/tayba}
work=$(mktemp -d "${TMPDIR:-/var/tmp}/tayba-rebuild.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The commit that is deployed, without anything edited on the server by hand: each deploy
# resets the checkout to the merged commit before copying its dist/ (README, the web
# editor's step 5), so HEAD is the commit whose pages are served.
git -C "$project" archive HEAD | tar -x -C "$work"
ln -s "$project/node_modules" "$work/node_modules"
(cd "$work" && npm run build)

# New files first, then the names swapped in one pass at the end, then the files no page
# names any more removed: a page being read meanwhile still finds its assets.
rsync -a --delay-updates --delete-after "$work/dist/site/" "$project/dist/site/"
