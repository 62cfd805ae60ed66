#!/usr/bin/env bash
# Source this (CI does): puts the Node.js major that package.json's engines names first on PATH.
# A machine whose node is another major gets that Node.js from the npm registry's
# node-linux-<arch> package, kept under .node/ (ignored by git) for the next run.
want=$(node -p 'require("./package.json").engines.node.match(/\d+/)[0]')
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$want" ]; then
  package="node-linux-$(node -p 'process.arch')"
  dir=".node/$want"
  if [ ! -x "$dir/node_modules/$package/bin/node" ]; then
    echo "installing Node.js $want ($package@$want from the npm registry)"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-package-lock --no-save --no-audit --no-fund "$package@$want" >/dev/null
  fi
  PATH="$PWD/$dir/node_modules/$package/bin:$PATH"
  export PATH
fi
echo "Node.js $(node --version)"
