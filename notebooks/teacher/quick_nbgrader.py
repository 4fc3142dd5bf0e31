"""``python quick_nbgrader.py ARGS`` is ``nbgrader ARGS``, quicker to start.

jsonschema, which nbgrader loads through nbformat, imports the optional package
rfc3987-syntax when it is installed (jupyter_events asks for it) to check the ``iri`` string
format, and that package builds its grammar on import: 1.5 to 2 s of processor time in
every nbgrader process (``/usr/bin/time python -c "import nbgrader.apps.nbgraderapp"``: 2.9
to 3.7 s, against 1.4 to 2.0 s with it absent, on the shared 2-core machine). Neither
nbformat's schemas nor nbgrader check any string format, so this launcher tells Python the
package is absent (an import of it raises ImportError, which jsonschema expects of an
optional package) and runs nbgrader. grade_class.py starts its nbgrader processes through it.
"""

import runpy
import sys

if __name__ == "__main__":
    sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]  # "not installed"
    sys.argv[0] = "nbgrader"
    runpy.run_module("nbgrader", run_name="__main__", alter_sys=True)
