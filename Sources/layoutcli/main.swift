import Layout

print("layoutcli")
