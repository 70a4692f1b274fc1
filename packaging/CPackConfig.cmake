# Desktop integration and the Debian package: `cpack -G DEB` in the build folder makes
# puzzlesmith_<version>_<arch>.deb, installable with `apt-get install ./puzzlesmith_*.deb`.
set(PUZZLESMITH_PACKAGING ${CMAKE_CURRENT_LIST_DIR})

install(FILES ${PUZZLESMITH_PACKAGING}/puzzlesmith.desktop DESTINATION share/applications)
install(FILES ${PUZZLESMITH_PACKAGING}/io.github.puzzlesmith.metainfo.xml DESTINATION share/metainfo)
# The .puzzle MIME type; Debian's shared-mime-info and desktop-file-utils triggers update their caches.
install(FILES ${PUZZLESMITH_PACKAGING}/puzzlesmith-mime.xml DESTINATION share/mime/packages RENAME puzzlesmith.xml)
install(FILES ${PUZZLESMITH_PACKAGING}/puzzlesmith.svg DESTINATION share/icons/hicolor/scalable/apps)
foreach(size 16 22 24 32 48 64 128 256)
    install(FILES ${PUZZLESMITH_PACKAGING}/icons/puzzlesmith-${size}.png
            DESTINATION share/icons/hicolor/${size}x${size}/apps RENAME puzzlesmith.png)
endforeach()

# Man pages, compressed as Debian policy asks.
foreach(page puzzlesmith.6 puzzlesmith-cli.6)
    set(compressed ${CMAKE_BINARY_DIR}/man/${page}.gz)
    add_custom_command(OUTPUT ${compressed}
                       COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
                       COMMAND gzip -9 -n -c ${PUZZLESMITH_PACKAGING}/man/${page} > ${compressed}
                       DEPENDS ${PUZZLESMITH_PACKAGING}/man/${page}
                       VERBATIM)
    list(APPEND PUZZLESMITH_MAN_PAGES ${compressed})
endforeach()
add_custom_target(man_pages ALL DEPENDS ${PUZZLESMITH_MAN_PAGES})
install(FILES ${PUZZLESMITH_MAN_PAGES} DESTINATION share/man/man6)

# What Debian policy asks of every package: the licence (DEP-5) and a changelog in the documentation folder.
install(FILES ${PUZZLESMITH_PACKAGING}/copyright DESTINATION share/doc/puzzlesmith)
configure_file(${PUZZLESMITH_PACKAGING}/changelog.in ${CMAKE_BINARY_DIR}/packaging/changelog @ONLY)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.gz
                   COMMAND gzip -9 -n -c ${CMAKE_BINARY_DIR}/packaging/changelog > ${CMAKE_BINARY_DIR}/packaging/changelog.gz
                   DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog
                   VERBATIM)
add_custom_target(package_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog.gz)
install(FILES ${CMAKE_BINARY_DIR}/packaging/changelog.gz DESTINATION share/doc/puzzlesmith)

set(CPACK_PACKAGE_NAME "puzzlesmith")
set(CPACK_PACKAGE_VENDOR "Puzzlesmith")
# (GitHub's no-reply form of the project's account: lintian refuses a localhost address.)
set(CPACK_PACKAGE_CONTACT "Puzzlesmith developers <puzzlesmith@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Lines of at most 80 characters; CPack puts the one leading space in front of each.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Puzzlesmith makes fresh Sudoku (4x4 to 25x25), Jigsaw Sudoku, Fillomino and\nKenKen puzzles with a constraint solver and files them by difficulty.\nTeachers print worksheets with answer pages; players solve on screen with\npencil marks and hints that explain each step. The puzzlesmith-cli program\ngenerates, solves, rates and prints puzzles in batches.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)   # the libraries; what shlibdeps cannot see follows
# Qt loads its platform plugin (xcb, wayland) at run time; without it the studio cannot open a window.
# The engine loads libz3 at its first call (engine/LoadOnFirstUse.cmake), so no program names it for
# shlibdeps to find.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libz3-4")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
# Qt's own translated buttons; the worksheet font; the desktop's caches for the menu entry and .puzzle.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-dejavu-core, shared-mime-info, desktop-file-utils, hicolor-icon-theme")
# The independent graders `puzzlesmith-cli bench --peers` runs beside ours, and that the test suite has grade
# generated Sudoku puzzles (test_sudoku_classes needs qqwing).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qqwing, sgt-puzzles")
set(CPACK_STRIP_FILES ON)
include(CPack)
