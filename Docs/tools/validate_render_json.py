#!/usr/bin/env python3
"""Validates render-tree JSON against Docs/render-tree.schema.json (JSON Schema 2020-12).

    python3 Docs/tools/validate_render_json.py FILE...      # the schema beside this script
    python3 Docs/tools/validate_render_json.py --schema S FILE...

Each FILE holds one JSON document per non-empty line (what `layoutcli ... --format json`
prints: one line, or one line per sample with --timeline). Prints every error as
FILE:LINE: PATH: MESSAGE and exits 1 if there is any, 0 when every document is valid,
2 when the `jsonschema` package (PyPI) is not installed.
"""

import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema not installed: pip install jsonschema==4.26.0", file=sys.stderr)
    sys.exit(2)


def main(argv):
    schema_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                               "render-tree.schema.json")
    if argv[:1] == ["--schema"]:
        schema_path, argv = argv[1], argv[2:]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.Draft202012Validator
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    documents = errors = 0
    for path in argv:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                documents += 1
                try:
                    document = json.loads(line)
                except json.JSONDecodeError as error:
                    print(f"{path}:{number}: not JSON: {error}")
                    errors += 1
                    continue
                for error in sorted(validator.iter_errors(document), key=str):
                    where = "/".join(str(p) for p in error.absolute_path) or "(root)"
                    message = error.message if len(error.message) <= 300 else error.message[:300] + "…"
                    print(f"{path}:{number}: {where}: {message}")
                    errors += 1
    print(f"{documents} documents, {errors} errors")
    return 1 if errors or documents == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
