import SDUITerm

await SDUITermCommand.main(libraries: [])
