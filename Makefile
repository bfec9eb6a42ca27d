# Podbay: `make run` opens the REPL, `make test` runs every test. Both install what is missing.
SWIFT ?= swift
ARGS ?=
# A statically linked Swift runtime halves start-up on Linux (measured: ~9 ms against ~18 ms). The
# runtime's archives carry their own debug information (8 MB, their C++ sources' lines): left out.
RELEASE_FLAGS := $(if $(filter Linux,$(shell uname)),--static-swift-stdlib -Xlinker --strip-debug,)

.PHONY: run build test bench fuzz lint mutants deps graphviz mermaid docs clean install uninstall install-check

run: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product podbay
	./.build/release/podbay $(ARGS)

build: deps
	$(SWIFT) build

# The pseudo-terminal tests run on their own, after the rest: run beside the other suites, one in
# a few runs found its terminal silent for 120 s (podbay waiting at its prompt, the test reading
# nothing), which points at a descriptor race among the suites' concurrent process launches.
# The end-to-end suites run in parallel with the rest: real podbays side by side, loads and
# checks sharing one build cache, as two terminals on one account do (BuildCache, CacheLock).
test: deps graphviz
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip TerminalTests
	$(SWIFT) test --skip-build --filter TerminalTests
	$(MAKE) --no-print-directory install-check
	./.build/debug/podbay-mutants --bar $(CI_MUTANTS_BAR) $(CI_MUTANTS_LESSON)

# Start-up against python3 -i, every command on every lesson, and the Inspector on synthetic heaps
# of 1k to 1M objects; release build, podbay built as `make run` builds it. BENCH picks parts.
BENCH ?=
bench: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product podbay
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product podbay-bench
	./.build/release/podbay-bench $(BENCH)

# libFuzzer on the command line, lesson texts, state files (progress.json, history), class-report
# files (a student's name and file) and the exercise verdict a per-source podbay hands back:
# FUZZ_RUNS inputs each, from the seeds in Fuzz/Corpus, the shipped lessons and the lint fixtures
# (read only; what the fuzzer finds goes to .build-fuzz/corpus). Not part of `make test`, which
# builds the same binary plainly and replays the seeds (FuzzTargetTests). Swift's backtracer is off
# for the runs: on a Swift trap it ended the process before libFuzzer could write the crash-… input.
# Each run prints libFuzzer's final stats (peak RSS among them) and its time.
FUZZ_RUNS ?= 50000
FUZZ_TARGETS ?= commands lessons state class verdict
FUZZ_BUILD := PODBAY_FUZZ=1 $(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld
FUZZ_LENGTH_commands := 1024
FUZZ_LENGTH_lessons := 16384
FUZZ_LENGTH_state := 4096
FUZZ_LENGTH_class := 65536
FUZZ_LENGTH_verdict := 8192
fuzz: deps
	$(FUZZ_BUILD) --product PodbayFuzz
	mkdir -p .build-fuzz/seeds $(addprefix .build-fuzz/corpus/,$(FUZZ_TARGETS))
	cp Lessons/*/*.md Tests/EndToEndTests/Fixtures/broken/*.md .build-fuzz/seeds/
	for target in $(FUZZ_TARGETS); do \
	  extra=""; if [ $$target = lessons ]; then extra=.build-fuzz/seeds; fi; \
	  length=$$(case $$target in commands) echo $(FUZZ_LENGTH_commands);; lessons) echo $(FUZZ_LENGTH_lessons);; \
	    state) echo $(FUZZ_LENGTH_state);; class) echo $(FUZZ_LENGTH_class);; *) echo $(FUZZ_LENGTH_verdict);; esac); \
	  echo "fuzz: $$target, $(FUZZ_RUNS) runs"; \
	  SWIFT_BACKTRACE=enable=no /usr/bin/time -f "fuzz: $$target took %e s, peak RSS %M KB" \
	    ./.build-fuzz/release/PodbayFuzz $$target -runs=$(FUZZ_RUNS) -seed=1 -max_len=$$length -timeout=10 \
	    -rss_limit_mb=512 -print_final_stats=1 .build-fuzz/corpus/$$target Fuzz/Corpus/$$target $$extra || exit 1; \
	done

# Each exercise's reference solution mutated the ways learners get it wrong, each mutant built with
# the exercise's check scene and checked (Sources/podbay-mutants): per lesson `mutants: K of N
# killed`, the survivors (explained in Lessons/MUTANTS.md) and a total; fails when a reference does
# not pass, a starter passes, a survivor is not explained there or a lesson kills under
# MUTANTS_BAR percent. All lessons: about 7 minutes on 2 busy cores; LESSON=2 (a number or id;
# several, space-separated) for some.
LESSON ?=
MUTANTS_BAR ?= 90
mutants: deps
	$(SWIFT) build --product podbay
	$(SWIFT) build --product podbay-mutants
	./.build/debug/podbay-mutants --bar $(MUTANTS_BAR) $(LESSON)

# `make test` runs the mutants of one lesson (about 20 s): its reference passes, its starter fails
# and every survivor is one Lessons/MUTANTS.md explains, so a check that gets weaker fails here.
# Every lesson kills at least 90% since checks compare each action with the solution's run.
CI_MUTANTS_LESSON ?= 2
CI_MUTANTS_BAR ?= 90

lint: deps
	$(SWIFT) build --product podbay
	./.build/debug/podbay lint Lessons

# Graphviz's dot, for the tests of `graph --format svg|png` (PictureTests, DocsPictureTests): installed
# quietly with apt-get when missing; where it cannot be, those tests are skipped and say why. Podbay
# itself does not need it (`make deps` leaves it out): `graph` then writes the DOT and says how to get it.
graphviz:
	@if command -v dot >/dev/null 2>&1 || [ "$$(uname)" = "Darwin" ] || ! command -v apt-get >/dev/null 2>&1; then exit 0; fi; \
	SUDO=""; if [ "$$(id -u)" -ne 0 ]; then SUDO="sudo"; fi; \
	echo "podbay: installing graphviz for the picture tests (apt-get)"; \
	{ $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq graphviz; } >/dev/null 2>&1 \
	  || echo "podbay: could not install graphviz; the tests that draw pictures will be skipped" >&2

# Mermaid itself, to draw `route --format mermaid` (RouteDiagramRenderTests; skipped without them):
# Chromium from Debian, and Mermaid's released mermaid.min.js, taken from the Python wheel that
# vendors it (npm is out of reach here) and checked against Mermaid 11.16.0's hash. Not part of
# `make test`: a browser is a large install for one check.
MERMAID_JS := .build/mermaid/mermaid.min.js
MERMAID_SHA256 := 74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b
mermaid:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  SUDO=""; if [ "$$(id -u)" -ne 0 ]; then SUDO="sudo"; fi; \
	  echo "podbay: installing chromium to draw Mermaid diagrams (apt-get)"; \
	  { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; } >/dev/null || exit 1; \
	fi
	@if [ ! -f $(MERMAID_JS) ]; then \
	  rm -rf .build/mermaid && mkdir -p .build/mermaid/wheel && \
	  python3 -m pip download --quiet --no-deps --python-version 3.12 --only-binary=:all: artoo-mermaid==11.16.0 -d .build/mermaid/wheel && \
	  python3 -m zipfile -e .build/mermaid/wheel/artoo_mermaid-11.16.0-py3-none-any.whl .build/mermaid/wheel/files && \
	  cp .build/mermaid/wheel/files/artoo_mermaid/assets/mermaid.min.js $(MERMAID_JS) || exit 1; \
	fi
	@echo "$(MERMAID_SHA256)  $(MERMAID_JS)" | sha256sum -c --quiet || { rm -f $(MERMAID_JS); echo "podbay: mermaid.min.js is not Mermaid 11.16.0's" >&2; exit 1; }
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter RouteDiagramRenderTests

# The picture in docs/: lesson 8's ownership graph as Podbay draws it (and its DOT, which
# DocsPictureTests compares with what Podbay prints now). State in a throwaway folder.
DOCS_PICTURE := docs/lesson-8-graph
docs: deps graphviz
	$(SWIFT) build --product podbay
	mkdir -p docs
	state=$$(mktemp -d); \
	printf 'open 8\ngraph --format dot --output $(DOCS_PICTURE).dot\ngraph --format svg --output $(DOCS_PICTURE).svg\n' \
	  | HOME=$$state XDG_STATE_HOME=$$state ./.build/debug/podbay --fresh > $$state/out; status=$$?; \
	grep -E '^(wrote|Graphviz)' $$state/out; rm -rf $$state; exit $$status

# libedit's headers and pkg-config, from the system's package manager when they are missing.
deps:
	@if [ "$$(uname)" = "Darwin" ]; then exit 0; fi; \
	if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libedit; then exit 0; fi; \
	echo "podbay: libedit-dev (and pkg-config) are missing; installing them with apt-get"; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	  echo "podbay: no apt-get here; install libedit's development files and pkg-config by hand" >&2; exit 1; \
	fi; \
	SUDO=""; if [ "$$(id -u)" -ne 0 ]; then SUDO="sudo"; fi; \
	$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libedit-dev pkg-config \
	  || { echo "podbay: could not install libedit-dev; run: sudo apt-get install libedit-dev pkg-config" >&2; exit 1; }

# `make install` (PREFIX, DESTDIR as usual): the release binary, the lesson texts it reads at run
# time (PREFIX/share/podbay/lessons, found from the binary's own folder), a man page and bash, zsh
# and fish completions, all generated from the built binary by swift-argument-parser.
# `make uninstall` removes exactly these files (and the lessons folder, once empty).
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_CONFIGURATION ?= release
INSTALL_FLAGS := $(if $(filter release,$(INSTALL_CONFIGURATION)),$(RELEASE_FLAGS),)
ROOT := $(DESTDIR)$(PREFIX)
LESSON_TEXTS := $(wildcard Lessons/[0-9]*/*.md)
# Exercise folders (starters, solutions, check scenes, at any depth), installed beside the texts
# that name them: Lessons/02-interaction/InteractionExercise/… → share/podbay/lessons/InteractionExercise/…;
# the check sources several lessons share, Lessons/ExerciseSupport/… → share/podbay/lessons/ExerciseSupport/….
EXERCISE_FILES := $(shell find Lessons -path 'Lessons/[0-9]*/*Exercise/*' -name '*.swift' -o -path 'Lessons/ExerciseSupport/*' -name '*.swift' | LC_ALL=C sort)
EXERCISE_INSTALLED_PATH := sed 's|^Lessons/[0-9][^/]*/||; s|^Lessons/||'
EXERCISE_PATHS := $(shell printf '%s\n' $(EXERCISE_FILES) | $(EXERCISE_INSTALLED_PATH))
# Every file `make install` writes, relative to PREFIX.
INSTALLED := bin/podbay share/man/man1/podbay.1 share/bash-completion/completions/podbay \
  share/zsh/site-functions/_podbay share/fish/vendor_completions.d/podbay.fish \
  $(addprefix share/podbay/lessons/,$(notdir $(LESSON_TEXTS))) \
  $(addprefix share/podbay/lessons/,$(EXERCISE_PATHS))
# What `load` needs at run time, found at ../lib/podbay/kit from the installed binary: the module
# files user code compiles against and Podbay as a shared library that each build links against
# (Sources/Loader/PodbayKit.swift, KitLibrary.swift: the same link, done there for a podbay run
# from its build folder).
KIT := lib/podbay/kit
KIT_MODULES := LessonKit SuperSimple RoundTable
SWIFTC ?= $(SWIFT)c
KIT_LIBRARY := $(if $(filter Darwin,$(shell uname)),libPodbayKit.dylib,libPodbayKit.so)
KIT_LINK_FLAGS := $(if $(filter Darwin,$(shell uname)),-Xlinker -install_name -Xlinker @rpath/$(KIT_LIBRARY),-Xlinker -soname=$(KIT_LIBRARY) -Xlinker -z -Xlinker defs)
# The man page's date: the last commit's, so the page is the same on every machine.
MAN_DATE ?= $(shell git log -1 --format=%cs 2>/dev/null)
GENERATED := .build/generated

install: deps
	$(SWIFT) build -c $(INSTALL_CONFIGURATION) $(INSTALL_FLAGS) --product podbay
	$(SWIFT) build --product generate-manual
	rm -rf $(GENERATED) && mkdir -p $(GENERATED)
	@# swift-argument-parser's own page generator, run on the built binary (`swift package plugin
	@# generate-manual` builds every product again and stops at podbay-bench). Its synopsis shows the
	@# subcommand as required; with none, podbay opens the REPL, so the page marks it optional.
	"$$($(SWIFT) build --show-bin-path)/generate-manual" "$$($(SWIFT) build -c $(INSTALL_CONFIGURATION) --show-bin-path)/podbay" \
	  $(if $(MAN_DATE),--date $(MAN_DATE),) --output-directory $(GENERATED)
	sed 's/^\.Ar subcommand$$/.Op Ar subcommand/' $(GENERATED)/podbay.1 > $(GENERATED)/podbay.1.tmp && mv $(GENERATED)/podbay.1.tmp $(GENERATED)/podbay.1
	for shell in bash zsh fish; do \
	  "$$($(SWIFT) build -c $(INSTALL_CONFIGURATION) --show-bin-path)/podbay" --generate-completion-script $$shell > $(GENERATED)/podbay.$$shell || exit 1; \
	done
	install -d $(ROOT)/bin $(ROOT)/share/podbay/lessons $(ROOT)/share/man/man1 \
	  $(ROOT)/share/bash-completion/completions $(ROOT)/share/zsh/site-functions $(ROOT)/share/fish/vendor_completions.d
	@# Stripped: the symbol table is half the file, and a user's podbay has no use for it.
	install -s -m 755 "$$($(SWIFT) build -c $(INSTALL_CONFIGURATION) --show-bin-path)/podbay" $(ROOT)/bin/podbay
	install -m 644 $(LESSON_TEXTS) $(ROOT)/share/podbay/lessons/
	for file in $(EXERCISE_FILES); do \
	  target=$(ROOT)/share/podbay/lessons/$$(printf '%s\n' "$$file" | $(EXERCISE_INSTALLED_PATH)); \
	  install -d "$$(dirname "$$target")" && install -m 644 "$$file" "$$target" || exit 1; \
	done
	install -m 644 $(GENERATED)/podbay.1 $(ROOT)/share/man/man1/podbay.1
	install -m 644 $(GENERATED)/podbay.bash $(ROOT)/share/bash-completion/completions/podbay
	install -m 644 $(GENERATED)/podbay.zsh $(ROOT)/share/zsh/site-functions/_podbay
	install -m 644 $(GENERATED)/podbay.fish $(ROOT)/share/fish/vendor_completions.d/podbay.fish
	@# The kit `load` links the user's code with (Sources/Loader/PodbayKit.swift): the modules user
	@# code compiles against, and the podbay just installed linked as a shared library. Objects
	@# of a statically linked build name two archives that only the static runtime has
	@# (-l_FoundationCShims, -l_FoundationCollections); empty stand-ins answer them, and -z defs
	@# proves nothing was left unresolved.
	bin="$$($(SWIFT) build -c $(INSTALL_CONFIGURATION) --show-bin-path)"; kit=$(ROOT)/$(KIT); \
	install -d $$kit/Modules $(GENERATED)/kit-stubs && \
	for module in $(KIT_MODULES); do install -m 644 $$bin/Modules/$$module.swiftmodule $$kit/Modules/ || exit 1; done && \
	for stub in _FoundationCShims _FoundationCollections; do printf '!<arch>\n' > $(GENERATED)/kit-stubs/lib$$stub.a; done && \
	tr -d "'\"" < $$bin/podbay.product/Objects.LinkFileList | sed 's/.*/"&"/' > $(GENERATED)/kit-objects && \
	$(SWIFTC) -emit-library -o $$kit/$(KIT_LIBRARY) @$(GENERATED)/kit-objects -ledit -L $(GENERATED)/kit-stubs $(KIT_LINK_FLAGS) && \
	chmod 644 $$kit/$(KIT_LIBRARY)

uninstall:
	rm -f $(addprefix $(ROOT)/,$(INSTALLED))
	rm -rf $(ROOT)/$(KIT)
	@# The exercise folders, once empty, deepest first.
	find $(ROOT)/share/podbay/lessons -depth -mindepth 1 -type d -empty -delete 2>/dev/null || true
	rmdir $(ROOT)/share/podbay/lessons $(ROOT)/share/podbay $(ROOT)/lib/podbay 2>/dev/null || true

# Run by `make test`: installs the debug build into a temporary DESTDIR (no release build, so it
# stays cheap), checks what a user touches, and uninstalls. The installed lesson texts are marked
# first, so the check proves the installed binary reads them and not the source folder.
CHECK_ROOT := $(CURDIR)/.build/install-check
install-check:
	rm -rf $(CHECK_ROOT)
	$(MAKE) --no-print-directory install INSTALL_CONFIGURATION=debug DESTDIR=$(CHECK_ROOT) PREFIX=/usr/local >/dev/null
	@set -e; root=$(CHECK_ROOT)/usr/local; fail() { echo "install-check: $$1" >&2; exit 1; }; \
	for file in $(INSTALLED); do \
	  test -s $$root/$$file || fail "missing or empty: $$root/$$file"; \
	done; \
	sed 's/^# Welcome aboard$$/# Welcome aboard, installed/' $$root/share/podbay/lessons/welcome.md > $$root/welcome.md; \
	mv $$root/welcome.md $$root/share/podbay/lessons/welcome.md; \
	test "$$($$root/bin/podbay --version)" = "$$(.build/debug/podbay --version)" || fail "--version"; \
	state=$$(mktemp -d); \
	out=$$(printf 'open 0\nscreen\n' | HOME=$$state XDG_STATE_HOME=$$state $$root/bin/podbay --width 60 2>&1); \
	rm -rf $$state; \
	echo "$$out" | grep -q '^Lesson 0: Welcome aboard, installed$$' || fail "the installed binary did not read the installed lessons"; \
	echo "$$out" | grep -q 'Welcome aboard, Dave' || fail "screen drew no banner"; \
	cache=$$(mktemp -d); \
	out=$$(HOME=$$cache XDG_CACHE_HOME=$$cache $$root/bin/podbay lint $$root/share/podbay/lessons 2>&1) \
	  || { rm -rf $$cache; fail "the installed lessons do not lint (exercise files missing, or an exercise's check broken?): $$out"; }; \
	rm -rf $$cache; \
	grep -q '^\.Op Ar subcommand$$' $$root/share/man/man1/podbay.1 || fail "man page synopsis"; \
	grep -q -- '--lesson' $$root/share/bash-completion/completions/podbay || fail "bash completion"; \
	grep -q '^#compdef podbay' $$root/share/zsh/site-functions/_podbay || fail "zsh completion"; \
	grep -q "complete -c 'podbay'" $$root/share/fish/vendor_completions.d/podbay.fish || fail "fish completion"; \
	cache=$$(mktemp -d); \
	out=$$(printf 'cycles\n' | HOME=$$cache XDG_STATE_HOME=$$cache XDG_CACHE_HOME=$$cache $$root/bin/podbay --width 100 --load Examples/Garage.swift 2>&1); \
	rm -rf $$cache; \
	echo "$$out" | grep -q 'Car#1' || fail "the installed binary could not load Examples/Garage.swift: $$out"
	$(MAKE) --no-print-directory uninstall DESTDIR=$(CHECK_ROOT) PREFIX=/usr/local
	@left=$$(find $(CHECK_ROOT) -type f); test -z "$$left" || { echo "install-check: left after uninstall: $$left" >&2; exit 1; }
	rm -rf $(CHECK_ROOT)
	@echo "install-check: installed, ran --version, open 0/screen, lint (every exercise checked) and --load Examples/Garage.swift, found the man page and completions, uninstalled"

clean:
	rm -rf .build
