# The two commands of the README: `make report` (set up + main job) and `make test` (set up + tests).
# Everything else here is a step of those two.
PYTHON ?= python3
VENV ?= .venv
PROFILE ?= cpu
WORKERS ?= 2
RESULTS ?=
# Optional: a wheel index for torch (e.g. https://download.pytorch.org/whl/cpu to avoid a CUDA build on a fresh machine)
TORCH_INDEX ?=
# torch comes from pip (which also takes a wheel a machine keeps on disk); the other packages from uv, pinned here:
# it installs the same versions as pip, 113 s against 190 s here (parallel downloads and bytecode compilation). The
# bytecode is compiled at install, as pip does, for processes that run with PYTHONDONTWRITEBYTECODE
UV := uv==0.13.9
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install browser report test outputs export clean-nbs readme check-sync docs lab

$(STAMP): settings.ini setup.py
	@$(PYTHON) -c 'import sys; sys.exit(0 if (3, 11) <= sys.version_info[:2] <= (3, 12) else 1)' 2>/dev/null || { \
	  echo "avengers_nb needs Python 3.11 or 3.12 (transformers 5 and TRL require 3.11+) but '$(PYTHON)' is $$($(PYTHON) --version 2>&1 || echo missing): install Python 3.11 and run 'make $(MAKECMDGOALS) PYTHON=python3.11'."; exit 1; }
	@$(PYTHON) -c 'import venv, ensurepip' 2>/dev/null || { \
	  echo "Python's venv module is missing: install it (Debian/Ubuntu: 'apt-get install python3-venv') and run 'make $(MAKECMDGOALS)' again."; exit 1; }
	@command -v git >/dev/null || { echo "git is missing: install it (Debian/Ubuntu: 'apt-get install git'); run manifests record the commit."; exit 1; }
	@echo "Setting up $(VENV) (pinned CPU torch, requirements from settings.ini); this takes a few minutes the first time..."
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --disable-pip-version-check "torch==2.13.0" $(if $(TORCH_INDEX),--index-url $(TORCH_INDEX)) 2>&1 | grep -v "^WARNING: Location" || true
	@$(BIN)/python -m pip install -q --disable-pip-version-check "$(UV)" 2>&1 | grep -v "^WARNING: Location" || true
	@$(BIN)/uv pip install -q --compile-bytecode --python $(BIN)/python -e ".[dev]"
	@$(BIN)/uv pip install -q --compile-bytecode --python $(BIN)/python --no-deps $$(sed -n 's/^nodeps_requirements *= *//p' settings.ini)
	@$(BIN)/python -c "import avengers_nb, torch, gymnasium, trl, peft, papermill, nbdev" || { echo "The install did not complete (see the pip and uv messages above)."; exit 1; }
	@$(BIN)/python -m ipykernel install --sys-prefix --name python3 --display-name "Python 3 (avengers_nb)" >/dev/null
	@touch $(STAMP)
	@echo "Set up $(VENV): $$(du -sh $(VENV) | cut -f1)."

install: $(STAMP)

## Debian's chromium, which the docs chapter's browser test drives: installed with apt-get when it is missing and
## this user may (root), otherwise stop at once with the command to run
CHROMIUM := /usr/bin/chromium
browser:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's chromium (the docs browser test needs $(CHROMIUM))..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
	      || { echo "apt-get could not install chromium: run 'apt-get update && apt-get install -y chromium' and 'make $(MAKECMDGOALS)' again."; exit 1; }; \
	    test -x $(CHROMIUM) || { echo "apt-get installed chromium but $(CHROMIUM) is missing."; exit 1; }; \
	  else \
	    echo "The docs browser test needs Debian's chromium at $(CHROMIUM): run 'sudo apt-get update && sudo apt-get install -y chromium' and 'make $(MAKECMDGOALS)' again."; exit 1; \
	  fi; }

## The main job: runs the stages that are missing or stale through papermill (PROFILE=smoke|cpu|gpu), then verifies
## the results by replaying what they claim
report: $(STAMP)
	$(BIN)/avengers-report --profile $(PROFILE) --workers $(WORKERS)$(if $(RESULTS), --results $(RESULTS))

## The tests: the library notebooks under nbdev's test runner and, side by side on the same workers, the experiment
## notebooks as the smoke pipeline;
## ends with "notebooks: N passed, M failed"
test: browser $(STAMP)
	$(BIN)/avengers-test

## The docs site from the notebooks (their stored outputs), the package and results/ (offline), built into _docs/
docs: $(STAMP)
	$(BIN)/avengers-docs

## Execute the library notebooks as the tests do and store their outputs in them (commit them: every chapter shows
## its results on GitHub, in JupyterLab and on the site); a notebook that fails is left as it was
outputs: $(STAMP)
	$(BIN)/avengers-test --store_outputs

## JupyterLab on this project with its python3 kernel (127.0.0.1 only)
lab: $(STAMP)
	$(BIN)/jupyter lab --ip=127.0.0.1 --ServerApp.root_dir=. $(if $(filter 0,$(shell id -u)),--allow-root) nbs/index.ipynb

## The package from the notebooks, each stage notebook's papermill parameters cell from its dataclass, and the
## OpenEnv packages in openenv/ from the package's pins and ports
export: $(STAMP)
	$(BIN)/nbdev_export
	$(BIN)/python -c "from avengers_nb.stages import write_parameters_cells; write_parameters_cells()"
	$(BIN)/python -c "from avengers_nb.packages import write_openenv_packages; write_openenv_packages()"

clean-nbs: $(STAMP)
	$(BIN)/nbdev_clean

readme: $(STAMP)
	$(BIN)/python -c "from avengers_nb.docs import write_readme; write_readme()"

## Fails when the package, the notebooks or the README are not what the notebooks generate, ruff finds a problem, or
## a module imports from a layer above its own (the layers contract in pyproject.toml)
check-sync: export clean-nbs readme
	$(BIN)/ruff check nbs avengers_nb
	$(BIN)/lint-imports --no-cache
	@git diff --exit-code --stat -- avengers_nb nbs openenv README.md || { echo "make export / nbdev_clean / make readme changed files: run them and commit."; exit 1; }
	@test -z "$$(git status --porcelain --untracked-files=all -- avengers_nb nbs openenv README.md)" || { git status --porcelain -- avengers_nb nbs openenv README.md; echo "untracked generated files: commit them."; exit 1; }
